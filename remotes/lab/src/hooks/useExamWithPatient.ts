// Loads one exam and its pet for the detail and edit screens, turning every failure into its sentence
// (docs/product/lab.md#exam-detail): missing ids, a load error, a missing exam, an answer that is not an
// exam.
import { errorMessage, errorStatus } from '@vet/shared-ui';
import { useGetLabExamQuery } from '../api/labExamEndpoints';
import { useGetPatientQuery } from '../api/patientEndpoints';
import type { ExamPatient, LabExamDetail } from '../api/types';
import { parseLabExam } from '../api/labExamSchema';
import { MSG } from '../messages';

export type ExamWithPatient =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry?: () => void }
  | {
      status: 'ready';
      exam: LabExamDetail;
      patient: ExamPatient;
      /** Reads the exam again (the edit screen's «Recargar» after a stale save). */
      reload: () => { unwrap: () => Promise<unknown> };
    };

export function useExamWithPatient(patientId: string, labExamId: string): ExamWithPatient {
  const skip = !patientId || !labExamId;
  const examQuery = useGetLabExamQuery({ patientId, labExamId }, { skip });
  const petQuery = useGetPatientQuery(patientId, { skip });

  if (skip) return { status: 'error', message: MSG.missingIds };
  if (examQuery.error) {
    if (errorStatus(examQuery.error) === 404) return { status: 'error', message: MSG.examNotFound };
    return {
      status: 'error',
      message: MSG.examFailed(errorMessage(examQuery.error, MSG.unknownReason)),
      retry: examQuery.refetch,
    };
  }
  if (petQuery.error) {
    return {
      status: 'error',
      message: errorMessage(petQuery.error, MSG.petFailed),
      retry: petQuery.refetch,
    };
  }
  if (examQuery.data === undefined || !petQuery.data) return { status: 'loading' };
  if (examQuery.data === null) return { status: 'error', message: MSG.examNotFound };
  const exam = parseLabExam(examQuery.data);
  if (!exam) return { status: 'error', message: MSG.invalidExam };
  return { status: 'ready', exam, patient: petQuery.data, reload: examQuery.refetch };
}
