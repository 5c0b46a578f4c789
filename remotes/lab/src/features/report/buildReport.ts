// The hematology report as a PDF (issue 6): the clinic (name, address, phone, logo), patient, date, the
// four values and the differential against the printed report's table, hemotropico, observations, and
// the signature of the exam's author (issue 25). jspdf and jspdf-autotable are imported here only, on
// demand, so they never weigh on the initial chunk.
import type { jsPDF } from 'jspdf';
import {
  PRODUCT_NAME,
  PRODUCT_SUBTITLE,
  formatCount,
  formatDate,
  formatNumber,
  formatPetAge,
  formatPhone,
} from '@vet/shared-ui';
import type { ExamPatient, LabExam, RangeSpecies } from '../../api/types';
import { CELL_TYPES, VALUE_FIELDS } from '../exams/examFields';
import { classify, inThousands, percentage } from '../exams/referenceRanges';
import { REPORT_RANGES } from './reportRanges';
import type { ExamSigner, ReportClinic } from './reportSources';

export interface ReportData {
  exam: LabExam;
  patient: ExamPatient;
  species: RangeSpecies;
  /** The header; null without a clinic (then the product's name). */
  clinic: ReportClinic | null;
  /** Who signs: the exam's author; null leaves the signature line without a name. */
  signedBy: ExamSigner | null;
}

const STATUS_TEXT = { low: 'Bajo', high: 'Alto', normal: 'Normal' } as const;
const MARGIN = 14;
/** The logo's largest size in the header, in mm (it keeps its proportions). */
const LOGO_WIDTH = 40;
const LOGO_HEIGHT = 22;

/** White cells and platelets per µL, however they were typed (the printed table is per µL). */
function perMicrolitre(key: string, value: number): number {
  return key === 'whiteBloodCells' || key === 'platelets' ? inThousands(key, value) * 1000 : value;
}

function ownerName(patient: ExamPatient): string {
  return patient.owner && typeof patient.owner === 'object' ? (patient.owner.name ?? '') : '';
}

/** The logo at the top left; its width in mm, 0 when there is none or jsPDF cannot read it. */
function drawLogo(doc: jsPDF, logo: Uint8Array | null, top: number): { width: number; height: number } {
  if (!logo) return { width: 0, height: 0 };
  try {
    const image = doc.getImageProperties(logo);
    const scale = Math.min(LOGO_WIDTH / image.width, LOGO_HEIGHT / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    doc.addImage(logo, 'PNG', MARGIN, top, size.width, size.height);
    return size;
  } catch {
    // A logo jsPDF cannot read: the header without it.
    return { width: 0, height: 0 };
  }
}

/** The clinic's name, address and phone beside its logo; returns where the header ends. */
function drawHeader(doc: jsPDF, clinic: ReportClinic | null, width: number): number {
  const top = 10;
  const logo = drawLogo(doc, clinic?.logo ?? null, top);
  const x = logo.width ? MARGIN + logo.width + 5 : MARGIN;
  const room = width - x - MARGIN;
  let y = top + 6;
  doc.setFontSize(15);
  const name = doc.splitTextToSize(clinic?.name || `${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`, room) as string[];
  doc.text(name, x, y);
  y += name.length * 6;
  doc.setFontSize(10);
  if (clinic?.address) {
    const address = doc.splitTextToSize(clinic.address, room) as string[];
    doc.text(address, x, y);
    y += address.length * 4.5;
  }
  if (clinic?.phone) {
    doc.text(`Tel.: ${formatPhone(clinic.phone)}`, x, y);
    y += 4.5;
  }
  const bottom = Math.max(y, top + logo.height + 2);
  doc.setLineWidth(0.3);
  doc.line(MARGIN, bottom, width - MARGIN, bottom);
  return bottom;
}

/** A line to sign on, and under it the signer: «M.V. Ana Pérez · CMV 1234». */
function drawSignature(doc: jsPDF, signedBy: ExamSigner | null, y: number, width: number): void {
  const half = 35;
  doc.setLineWidth(0.3);
  doc.line(width / 2 - half, y, width / 2 + half, y);
  if (!signedBy) return;
  doc.setFontSize(10);
  const text = signedBy.cmv ? `${signedBy.name} · CMV ${signedBy.cmv}` : signedBy.name;
  doc.text(text, width / 2, y + 5, { align: 'center' });
}

export function reportFileName({ patient, exam }: ReportData): string {
  const safe = patient.name.normalize('NFD').replace(/[^\w-]+/g, '_');
  return `examen-${safe}-${exam.date.slice(0, 10)}.pdf`;
}

export async function createReportDocument(data: ReportData): Promise<jsPDF> {
  const [{ jsPDF: JsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { exam, patient, species, clinic, signedBy } = data;
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

  const headerEnd = drawHeader(doc, clinic, width);
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

  // Room above the signature to sign in; on a new page when this one has none left.
  let signatureY = y + 20;
  if (signatureY > height - 25) {
    doc.addPage();
    signatureY = 40;
  }
  drawSignature(doc, signedBy, signatureY, width);

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(`Informe generado con ${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`, width / 2, height - 8, {
      align: 'center',
    });
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
