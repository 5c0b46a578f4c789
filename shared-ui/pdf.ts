// @vet/shared-ui/pdf: what every PDF the product prints shares — the clinic's header (name, address,
// phone, logo), the signature line (name and CMV), the footer naming the product, a safe file name —
// and the clinic as the session knows it, its logo fetched. Like page.ts, it is bundled into the
// container that imports it, not shared. It never imports jspdf: each remote loads jspdf with import()
// when a document is asked for and hands the document to these functions (their types only come from
// jspdf), so jspdf stays off every screen's start-up.
export { drawPdfHeader, PDF_MARGIN, type PdfClinic } from './src/pdf/header';
export { drawPdfSignature, signatureText, type PdfSigner } from './src/pdf/signature';
export { drawPdfFooter, pdfFileName } from './src/pdf/page';
export { loadPdfClinic } from './src/pdf/clinic';
