// The signature block of a PDF: a line to sign on, centred, and under it who signs.
import type { jsPDF } from 'jspdf';

/** Who signs a document. */
export interface PdfSigner {
  /** «M.V. Ana Pérez». */
  name: string;
  /** '' when they have none. */
  cmv: string;
}

/** «M.V. Ana Pérez · CMV 1234»; the name alone without a CMV. */
export function signatureText(signer: PdfSigner): string {
  return signer.cmv ? `${signer.name} · CMV ${signer.cmv}` : signer.name;
}

/** The line 20 mm below `after` (where the content ends, in mm from the top), room to sign in, or at the
 *  top of a new page when this one has none left; the signer under it (null leaves the line without a
 *  name). */
export function drawPdfSignature(doc: jsPDF, signer: PdfSigner | null, after: number): void {
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  let y = after + 20;
  if (y > height - 25) {
    doc.addPage();
    y = 40;
  }
  const half = 35;
  doc.setLineWidth(0.3);
  doc.line(width / 2 - half, y, width / 2 + half, y);
  if (!signer) return;
  doc.setFontSize(10);
  doc.text(signatureText(signer), width / 2, y + 5, { align: 'center' });
}
