// The hematology report as a PDF (issue 6): the clinic (name, address, phone, logo: shared-ui/pdf's
// header), patient, date, the four values and the differential against the printed report's table,
// hemotropico, observations, and the signature of the exam's author (issue 25). jspdf and
// jspdf-autotable are imported here only, on demand, so they never weigh on the initial chunk.
import type { jsPDF } from 'jspdf';
import { formatCount, formatDate, formatNumber, formatPetAge } from '@vet/shared-ui';
import {
  drawPdfFooter,
  drawPdfHeader,
  drawPdfSignature,
  pdfFileName,
  type PdfClinic,
  type PdfSigner,
} from '@vet/shared-ui/pdf';
import { perMicrolitre } from '@vet/shared-ui/labValues';
import type { ExamPatient, LabExam, RangeSpecies } from '../../api/types';
import { CELL_TYPES, VALUE_FIELDS } from '../exams/examFields';
import { classify, percentage } from '../exams/referenceRanges';
import { REPORT_RANGES } from './reportRanges';

export interface ReportData {
  exam: LabExam;
  patient: ExamPatient;
  species: RangeSpecies;
  /** The header; null without a clinic (then the product's name). */
  clinic: PdfClinic | null;
  /** Who signs: the exam's author; null leaves the signature line without a name. */
  signedBy: PdfSigner | null;
}

const STATUS_TEXT = { low: 'Bajo', high: 'Alto', normal: 'Normal' } as const;

function ownerName(patient: ExamPatient): string {
  return patient.owner && typeof patient.owner === 'object' ? (patient.owner.name ?? '') : '';
}

export function reportFileName({ patient, exam }: ReportData): string {
  return pdfFileName('examen', patient.name, exam.date.slice(0, 10));
}

export async function createReportDocument(data: ReportData): Promise<jsPDF> {
  const [{ jsPDF: JsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { exam, patient, species, clinic, signedBy } = data;
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

  const headerEnd = drawPdfHeader(doc, clinic);
  doc.setFontSize(13);
  doc.text('Informe de hematología', width / 2, headerEnd + 8, { align: 'center' });

  autoTable(doc, {
    startY: headerEnd + 12,
    theme: 'plain',
    styles: { fontSize: 10, cellPadding: 1 },
    body: [
      ['Paciente', patient.name, 'Fecha', formatDate(exam.date.slice(0, 10))],
      ['Especie', patient.species, 'Raza', patient.breed || '—'],
      ['Sexo', patient.sex ?? '—', 'Edad', formatPetAge(patient.birthDate) || '—'],
      ['Propietario', ownerName(patient) || '—', 'Rangos', species === 'gato' ? 'Gato' : 'Perro'],
    ],
    columnStyles: { 0: { fontStyle: 'bold' }, 2: { fontStyle: 'bold' } },
  });

  const ranges = REPORT_RANGES[species];
  autoTable(doc, {
    startY: lastY() + 6,
    head: [['Parámetro', 'Resultado', 'Unidad', 'Referencia', 'Estado']],
    body: VALUE_FIELDS.map((field) => {
      const value = perMicrolitre(field.key, exam[field.key]);
      const range = ranges[field.key];
      return [
        field.label,
        formatNumber(value),
        field.unit,
        `${formatNumber(range.min)} - ${formatNumber(range.max)}`,
        STATUS_TEXT[classify(value, range)],
      ];
    }),
  });

  const wbc = perMicrolitre('whiteBloodCells', exam.whiteBloodCells);
  autoTable(doc, {
    startY: lastY() + 6,
    head: [['Conteo diferencial', 'Células', '%', 'Absoluto (/µL)']],
    body: [
      ...CELL_TYPES.map((cell) => {
        const count = exam.differentialCount[cell.key];
        const pct = percentage(count, exam.totalCells);
        return [cell.label, formatCount(count), formatNumber(pct, 1), formatNumber((pct / 100) * wbc, 0)];
      }),
      [
        'Total',
        formatCount(exam.totalCells),
        exam.totalCells ? '100' : '0',
        formatNumber(exam.totalCells ? wbc : 0, 0),
      ],
    ],
  });

  let y = lastY() + 8;
  const paragraph = (title: string, text: string) => {
    doc.setFontSize(11);
    doc.text(title, 14, y);
    doc.setFontSize(10);
    const lines = doc.splitTextToSize(text || '—', width - 28) as string[];
    doc.text(lines, 14, y + 5);
    y += 8 + lines.length * 5;
  };
  paragraph('Hemotrópico', exam.hemotropico);
  paragraph('Observaciones', exam.observacion);

  drawPdfSignature(doc, signedBy, y);

  drawPdfFooter(doc, 'Informe generado con');
  return doc;
}

/** Saves the report as a file. */
export async function downloadReport(data: ReportData): Promise<void> {
  const doc = await createReportDocument(data);
  doc.save(reportFileName(data));
}

/** Opens the report in a new tab with the print dialog; falls back to a download when the browser
 *  blocks the new tab. */
export async function printReport(data: ReportData): Promise<void> {
  const doc = await createReportDocument(data);
  doc.autoPrint();
  const url = doc.output('bloburl') as unknown as string;
  const opened = window.open(url, '_blank');
  if (!opened) doc.save(reportFileName(data));
}
