// What a pet's documents read besides what the history page already has (docs/product/clinical.md#documents):
// its 5 latest consultations, its latest lab exam (judged by the clinic's lab table, api/labRangesEndpoints.ts); and the call that mails a
// document to the pet's owner (POST /patients/:id/documents/mail, multipart: `document` and the PDF),
// with its attempt's key (Idempotency-Key): a retry after a lost answer mails the owner once.
import { withSubmissionKey, type WithSubmissionKey } from '@vet/shared-ui/submission';
import { clinicalApi } from '../../../api/clinicalApi';
import type { Consultation, LabExamValues, MessageAnswer } from '../../../api/types';
import type { DocumentKind } from '../documentSources';

const pet = (patientId: string) => `/patients/${encodeURIComponent(patientId)}`;

export const documentEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestConsultations: build.query<Consultation[], string>({
      query: (patientId) => `${pet(patientId)}/consultations?page=1&limit=5`,
      transformResponse: (answer: { items: Consultation[] }) => answer.items,
    }),
    getLatestLabExam: build.query<LabExamValues | null, string>({
      query: (patientId) => `${pet(patientId)}/lab-exams?page=1&limit=1`,
      transformResponse: (answer: { items: LabExamValues[] }) => answer.items[0] ?? null,
    }),
    mailDocument: build.mutation<
      MessageAnswer,
      WithSubmissionKey<{ patientId: string; document: DocumentKind; file: Blob; fileName: string }>
    >({
      query: ({ patientId, document, file, fileName, submissionKey }) => {
        const body = new FormData();
        body.append('document', document);
        body.append('file', file, fileName);
        return withSubmissionKey(submissionKey, {
          url: `${pet(patientId)}/documents/mail`,
          method: 'POST',
          body,
        });
      },
    }),
  }),
});

export const { useMailDocumentMutation } = documentEndpoints;
