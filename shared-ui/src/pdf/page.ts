// What every page of a PDF ends with, the name it is saved under, and its saving.
import type { jsPDF } from 'jspdf';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '@vet/shared-ui';

/** At the foot of every page: «{lead} VetClinic — Sistema Veterinario Integral», e.g. «Informe generado
 *  con». Call it once every page is drawn. */
export function drawPdfFooter(doc: jsPDF, lead: string): void {
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(`${lead} ${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`, width / 2, height - 8, { align: 'center' });
  }
}

/** «examen-Firulais-2026-02-10.pdf»: the pet's name without accents or anything a file name may not hold. */
export function pdfFileName(prefix: string, name: string, day: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w-]+/g, '_');
  return `${prefix}-${safe}-${day}.pdf`;
}

/** Hands a made PDF to the browser's «save» (an `<a download>` clicked once), as the product's other
 *  downloads do; the same in every environment, where jsPDF's own save writes to disk under Node. */
export function savePdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
