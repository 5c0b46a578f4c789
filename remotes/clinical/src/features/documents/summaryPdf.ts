// «Resumen clínico de {pet}» (docs/product/clinical.md#documents): the pet and its owner, its alerts
// first and in red, its 5 latest consultations, its vaccines and deworming with what is due, and its
// latest lab exam against the clinic's ranges.
import type { jsPDF } from 'jspdf';
import { formatDate } from '@vet/shared-ui';
import type { DocumentSources } from './documentSources';
import { labRangeSpecies } from '@vet/shared-ui/labValues';
import { alertLines, consultationRow, DOC, labRows, summaryPreventiveRow } from './documentText';
import { closeDocument, openDocument, type PdfFrame } from './pdfFrame';

const RED: [number, number, number] = [168, 7, 26];

function alerts(frame: PdfFrame, sources: DocumentSources) {
  const lines = alertLines(sources.pet);
  if (!lines.length) {
    frame.paragraph(DOC.noAlerts);
    return;
  }
  // Framed in red, in bold: what anyone handling the animal must know first.
  const { doc } = frame;
  const top = frame.y;
  doc.setTextColor(...RED);
  frame.paragraph(DOC.alertsTitle, { bold: true, size: 11 });
  for (const line of lines) frame.paragraph(line, { bold: true });
  doc.setTextColor(0, 0, 0);
  doc.setDrawColor(...RED);
  doc.setLineWidth(0.6);
  doc.rect(12, top - 1, frame.width - 24, frame.y - top + 1);
  doc.setDrawColor(0, 0, 0);
  frame.y += 5;
}

export async function createSummaryDocument(sources: DocumentSources): Promise<jsPDF> {
  const frame = await openDocument('summary', sources);
  alerts(frame, sources);

  frame.heading(DOC.consultationsTitle);
  if (sources.consultations.length === 0) frame.paragraph(DOC.noConsultations);
  else
    frame.table({
      head: [['Fecha', 'Médico', 'Motivo', 'Diagnóstico', 'Tratamiento y receta']],
      body: sources.consultations.slice(0, 5).map(consultationRow),
      columnStyles: {
        0: { cellWidth: 20 },
        1: { cellWidth: 30 },
        2: { cellWidth: 32 },
        3: { cellWidth: 36 },
      },
    });

  frame.heading(DOC.preventivesTitle);
  if (sources.preventives.preventives.length === 0) frame.paragraph(DOC.noPreventives);
  else
    frame.table({
      head: [['Tipo', 'Producto', 'Aplicada', 'Próxima', 'Estado']],
      body: sources.preventives.preventives.map((item) => summaryPreventiveRow(item, sources.preventives)),
    });

  frame.heading(DOC.labTitle);
  const exam = sources.latestExam;
  if (!exam) frame.paragraph(DOC.noLab);
  else {
    frame.paragraph(
      DOC.labCaption(formatDate(exam.date.slice(0, 10)), labRangeSpecies(sources.pet.species).species),
    );
    frame.table({
      head: [['Parámetro', 'Resultado', 'Unidad', 'Referencia', 'Estado']],
      body: labRows(exam, sources.labRanges, sources.pet.species),
    });
  }
  return closeDocument(frame, sources);
}
