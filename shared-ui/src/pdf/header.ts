// The clinic's header at the top of a PDF: its logo at the left, beside it the name, address and phone,
// and a rule under them. Moved here from the lab's report (issue 26) so every document shares it.
import type { jsPDF } from 'jspdf';
import { PRODUCT_NAME, PRODUCT_SUBTITLE, formatPhone } from '@vet/shared-ui';

/** The page's side margin, in mm. */
export const PDF_MARGIN = 14;
/** The logo's largest size in the header, in mm (it keeps its proportions). */
const LOGO_WIDTH = 40;
const LOGO_HEIGHT = 22;

/** A document's header. */
export interface PdfClinic {
  name: string;
  address: string;
  /** As stored: «+582742631234». */
  phone: string;
  /** The logo's PNG bytes; null when the clinic has none or it could not be read. */
  logo: Uint8Array | null;
}

/** The logo at the top left; its size in mm, 0 when there is none or jsPDF cannot read it. */
function drawLogo(doc: jsPDF, logo: Uint8Array | null, top: number): { width: number; height: number } {
  if (!logo) return { width: 0, height: 0 };
  try {
    const image = doc.getImageProperties(logo);
    const scale = Math.min(LOGO_WIDTH / image.width, LOGO_HEIGHT / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    doc.addImage(logo, 'PNG', PDF_MARGIN, top, size.width, size.height);
    return size;
  } catch {
    // A logo jsPDF cannot read: the header without it.
    return { width: 0, height: 0 };
  }
}

/** The clinic's name, address and phone beside its logo (the product's name without a clinic); returns
 *  where the header ends, in mm from the top. */
export function drawPdfHeader(doc: jsPDF, clinic: PdfClinic | null): number {
  const width = doc.internal.pageSize.getWidth();
  const top = 10;
  const logo = drawLogo(doc, clinic?.logo ?? null, top);
  const x = logo.width ? PDF_MARGIN + logo.width + 5 : PDF_MARGIN;
  const room = width - x - PDF_MARGIN;
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
  doc.line(PDF_MARGIN, bottom, width - PDF_MARGIN, bottom);
  return bottom;
}
