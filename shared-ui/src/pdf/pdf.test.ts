import { jsPDF } from 'jspdf';
import { drawPdfFooter, drawPdfHeader, drawPdfSignature, pdfFileName, type PdfClinic } from '../../pdf';

/** A 1×1 PNG, as GET /clinic/logo sends the clinic's logo. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const CLINIC: PdfClinic = {
  name: 'Clínica Los Andes',
  address: 'Av. Las Américas 10, Mérida',
  phone: '+582742631234',
  logo: null,
};

/** A document with the header drawn, as text: jsPDF writes each text as `(text) Tj`, in Latin-1. */
function headed(clinic: PdfClinic | null): { text: string; end: number } {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const end = drawPdfHeader(doc, clinic);
  return { text: doc.output(), end };
}

test('the header is the clinic’s name, address and phone as every screen writes it', () => {
  const { text, end } = headed(CLINIC);
  expect(text).toContain('(Clínica Los Andes)');
  expect(text).toContain('(Av. Las Américas 10, Mérida)');
  expect(text).toContain('(Tel.: +58 2742631234)');
  expect(end).toBeGreaterThan(20);
  expect(end).toBeLessThan(40);
});

test('a clinic with a logo prints it in the header as a PNG image; one without prints none', () => {
  const withLogo = headed({ ...CLINIC, logo: PNG }).text;
  expect(withLogo).toMatch(/\/Subtype \/Image[\s\S]*\/Width 1[\s\S]*\/Height 1/);
  expect(withLogo).toContain('(Clínica Los Andes)');
  expect(headed(CLINIC).text).not.toContain('/Subtype /Image');
});

test('a logo jsPDF cannot read leaves the header without it, and the document is still made', () => {
  const { text } = headed({ ...CLINIC, logo: Uint8Array.from([1, 2, 3]) });
  expect(text).not.toContain('/Subtype /Image');
  expect(text).toContain('(Clínica Los Andes)');
});

test('without a clinic (an API older than clinics) the header is the product’s name', () => {
  const { text } = headed(null);
  expect(text).toContain('(VetClinic');
  expect(text).not.toContain('Tel.:');
});

test('the signature names the signer with their CMV, the name alone without one, nobody for null', () => {
  const signed = (signer: Parameters<typeof drawPdfSignature>[1]) => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    drawPdfSignature(doc, signer, 100);
    return doc.output();
  };
  expect(signed({ name: 'M.V. Ana Pérez', cmv: '1234' })).toContain('(M.V. Ana Pérez · CMV 1234)');
  expect(signed({ name: 'M.V. Ana Pérez', cmv: '' })).toContain('(M.V. Ana Pérez)');
  expect(signed(null)).not.toContain('M.V.');
});

test('a signature with no room left on the page goes to the top of a new one', () => {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  drawPdfSignature(doc, { name: 'M.V. Ana Pérez', cmv: '' }, 100);
  expect(doc.getNumberOfPages()).toBe(1);
  drawPdfSignature(doc, { name: 'M.V. Ana Pérez', cmv: '' }, 270);
  expect(doc.getNumberOfPages()).toBe(2);
});

test('every page ends with the footer naming the product', () => {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.addPage();
  drawPdfFooter(doc, 'Documento generado con');
  const footers = doc.output().match(/\(Documento generado con VetClinic/g);
  expect(footers).toHaveLength(2);
});

test('the file name keeps the pet’s name without accents or what a file name may not hold', () => {
  expect(pdfFileName('examen', 'Firulais', '2026-02-10')).toBe('examen-Firulais-2026-02-10.pdf');
  expect(pdfFileName('carnet', 'Ñoño / Peludo', '2026-02-10')).toBe('carnet-Nono_Peludo-2026-02-10.pdf');
});
