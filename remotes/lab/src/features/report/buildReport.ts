// The hematology report as a PDF (issue 6): brand and vet, patient, date, the four values and the
// differential against the printed report's table, hemotropico, observations, footer. jspdf and
// jspdf-autotable are imported here only, on demand, so they never weigh on the initial chunk.
import type { jsPDF } from 'jspdf';
import {
  PRODUCT_NAME,
  PRODUCT_SUBTITLE,
  formatCount,
  formatDate,
  formatNumber,
  formatPetAge,
} from '@vet/shared-ui';
import type { ExamPatient, LabExam, RangeSpecies } from '../../api/types';
import { CELL_TYPES, VALUE_FIELDS } from '../exams/examFields';
import { classify, inThousands, percentage } from '../exams/referenceRanges';
import { REPORT_FOOTER, REPORT_RANGES } from './reportRanges';

export interface ReportData {
  exam: LabExam;
  patient: ExamPatient;
  species: RangeSpecies;
  /** "M.V. Ana Pérez"; empty when the vet could not be read. */
  vetName: string;
}

const STATUS_TEXT = { low: 'Bajo', high: 'Alto', normal: 'Normal' } as const;

/** White cells and platelets per µL, however they were typed (the printed table is per µL). */
function perMicrolitre(key: string, value: number): number {
  return key === 'whiteBloodCells' || key === 'platelets' ? inThousands(key, value) * 1000 : value;
}

function ownerName(patient: ExamPatient): string {
  return patient.owner && typeof patient.owner === 'object' ? (patient.owner.name ?? '') : '';
}

export function reportFileName({ patient, exam }: ReportData): string {
  const safe = patient.name.normalize('NFD').replace(/[^\w-]+/g, '_');
  return `examen-${safe}-${exam.date.slice(0, 10)}.pdf`;
}

export async function createReportDocument(data: ReportData): Promise<jsPDF> {
  const [{ jsPDF: JsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { exam, patient, species, vetName } = data;
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

  doc.setFontSize(16);
  doc.text(`${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`, width / 2, 16, { align: 'center' });
  doc.setFontSize(11);
  if (vetName) doc.text(vetName, width / 2, 23, { align: 'center' });
  doc.setFontSize(13);
  doc.text('Informe de hematología', width / 2, 31, { align: 'center' });

  autoTable(doc, {
    startY: 36,
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

  const height = doc.internal.pageSize.getHeight();
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(REPORT_FOOTER, width / 2, height - 8, { align: 'center' });
  }
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
