// What every page of a PDF ends with, and the name it is saved under (saved by @vet/shared-ui/download).
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
