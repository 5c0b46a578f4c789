// «Carnet de vacunación de {pet}» (docs/product/clinical.md#documents): the pet and its owner, then every
// vaccine and every deworming in the order they were applied (date, product, lot, next due, who applied
// it with their CMV), signed by the vet who issues it.
import type { jsPDF } from 'jspdf';
import type { Preventive } from '../../api/types';
import type { DocumentSources } from './documentSources';
import { certificateRow, DOC } from './documentText';
import { closeDocument, openDocument, type PdfFrame } from './pdfFrame';

const HEAD = [['Fecha', 'Producto', 'Lote', 'Próxima dosis', 'Aplicó']];

function applications(
  frame: PdfFrame,
  title: string,
  empty: string,
  rows: Preventive[],
  sources: DocumentSources,
) {
  frame.heading(title);
  if (rows.length === 0) {
    frame.paragraph(empty);
    return;
  }
  frame.table({
    head: HEAD,
    body: rows.map((item) => certificateRow(item, sources.vets)),
    // The same columns in both tables, so the card reads as one.
    columnStyles: { 0: { cellWidth: 22 }, 2: { cellWidth: 24 }, 3: { cellWidth: 26 }, 4: { cellWidth: 52 } },
  });
}

export async function createCertificateDocument(sources: DocumentSources): Promise<jsPDF> {
  const frame = await openDocument('certificate', sources);
  // The API lists them newest first; a card reads in the order they were given.
  const oldestFirst = [...sources.preventives.preventives].reverse();
  const of = (kind: Preventive['kind']) => oldestFirst.filter((item) => item.kind === kind);
  applications(frame, DOC.vaccinesTitle, DOC.noVaccines, of('vaccine'), sources);
  applications(frame, DOC.dewormingTitle, DOC.noDeworming, of('deworming'), sources);
  return closeDocument(frame, sources);
}
