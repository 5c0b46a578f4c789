// What both of a pet's documents draw around their own sections: the clinic's header, the title, when it
// was made, the pet and its owner; at the end the signature and the footer (@vet/shared-ui/pdf). jspdf
// and jspdf-autotable are imported here only, when a document is asked for.
import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';
import { formatDateTime } from '@vet/shared-ui';
import { drawPdfFooter, drawPdfHeader, drawPdfSignature, PDF_MARGIN } from '@vet/shared-ui/pdf';
import type { DocumentKind, DocumentSources } from './documentSources';
import { DOC, petRows, signerOf } from './documentText';

export interface PdfFrame {
  doc: jsPDF;
  /** A table below what is drawn (jspdf-autotable), moving `y` under it. */
  table(options: UserOptions): void;
  /** A section's title below what is drawn, on a new page when this one has no room for it and a row. */
  heading(text: string): void;
  /** Lines of text below what is drawn, wrapped to the page. */
  paragraph(text: string, options?: { bold?: boolean; size?: number }): void;
  /** Where the next thing goes, in mm from the top. */
  y: number;
  width: number;
}

/** A new A4 document with the header, «{title} de {pet}», «Generado el …» and the pet and owner table. */
export async function openDocument(kind: DocumentKind, sources: DocumentSources): Promise<PdfFrame> {
  const [{ jsPDF: JsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const room = width - 2 * PDF_MARGIN;
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

  const frame: PdfFrame = {
    doc,
    width,
    y: drawPdfHeader(doc, sources.clinic) + 8,
    table(options) {
      autoTable(doc, {
        startY: frame.y,
        margin: { left: PDF_MARGIN, right: PDF_MARGIN },
        styles: { fontSize: 9, cellPadding: 1.5 },
        headStyles: { fillColor: [22, 119, 255] },
        ...options,
      });
      frame.y = lastY() + 6;
    },
    heading(text) {
      if (frame.y > height - 40) {
        doc.addPage();
        frame.y = 20;
      }
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(12);
      doc.text(text, PDF_MARGIN, frame.y + 4);
      doc.setFont('helvetica', 'normal');
      frame.y += 6.5;
    },
    paragraph(text, { bold = false, size = 10 } = {}) {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
      doc.setFontSize(size);
      const lines = doc.splitTextToSize(text, room) as string[];
      // jsPDF's line height: 1,15 × the font's size (points), in mm.
      const lineHeight = (size * 1.15 * 25.4) / 72;
      if (frame.y + lines.length * lineHeight > height - 20) {
        doc.addPage();
        frame.y = 20;
      }
      doc.text(lines, PDF_MARGIN, frame.y + lineHeight);
      doc.setFont('helvetica', 'normal');
      frame.y += (lines.length + 0.5) * lineHeight;
    },
  };

  doc.setFontSize(14);
  doc.text(DOC.titleOf(kind, sources.pet.name), width / 2, frame.y, { align: 'center' });
  doc.setFontSize(9);
  doc.text(DOC.generatedOn(formatDateTime(sources.now)), width / 2, frame.y + 5, { align: 'center' });
  frame.y += 9;
  frame.table({
    theme: 'plain',
    styles: { fontSize: 10, cellPadding: 1 },
    body: petRows(sources.pet, sources.consultations, sources.now),
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 28 }, 2: { fontStyle: 'bold', cellWidth: 24 } },
  });
  return frame;
}

/** The signature (the member when a vet with a CMV, else the clinic) and every page's footer. */
export function closeDocument(frame: PdfFrame, sources: DocumentSources): jsPDF {
  drawPdfSignature(frame.doc, signerOf(sources), frame.y);
  drawPdfFooter(frame.doc, DOC.footerLead);
  return frame.doc;
}
