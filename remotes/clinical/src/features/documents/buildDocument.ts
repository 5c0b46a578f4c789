// A pet's document as a file (loaded with import() when one is asked for, jspdf with it): downloaded, or
// as the bytes «Enviar por correo» sends.
import { saveFile } from '@vet/shared-ui/download';
import { pdfFileName } from '@vet/shared-ui/pdf';
import { createCertificateDocument } from './certificatePdf';
import type { DocumentKind, DocumentSources } from './documentSources';
import { DOC, localDay } from './documentText';
import { createSummaryDocument } from './summaryPdf';

export interface BuiltDocument {
  fileName: string;
  blob: Blob;
  save(): void;
}

/** «resumen-clinico-Luna-2026-03-12.pdf», «carnet-vacunacion-Luna-2026-03-12.pdf» (the API names its
 *  attachment the same way). */
export const documentFileName = (kind: DocumentKind, sources: Pick<DocumentSources, 'pet' | 'now'>) =>
  pdfFileName(DOC.fileName[kind], sources.pet.name, localDay(sources.now));

export async function buildDocument(kind: DocumentKind, sources: DocumentSources): Promise<BuiltDocument> {
  const doc = await (kind === 'summary'
    ? createSummaryDocument(sources)
    : createCertificateDocument(sources));
  const fileName = documentFileName(kind, sources);
  const blob = doc.output('blob');
  return { fileName, blob, save: () => saveFile(blob, fileName) };
}
