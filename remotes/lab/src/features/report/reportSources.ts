// Who signs the PDF report (docs/product/lab.md#pdf-report): the exam's author, `signedBy` on the exam's
// detail. The clinic of the header is shared-ui/pdf's loadPdfClinic.
import type { PdfSigner } from '@vet/shared-ui/pdf';

/** The signer an exam carries: null when the API says nobody is on record, undefined when the exam
 *  does not say (a create's answer has no signedBy). */
export function signerOf(exam: unknown): PdfSigner | null | undefined {
  if (!exam || typeof exam !== 'object' || !('signedBy' in exam)) return undefined;
  const { signedBy } = exam as { signedBy: unknown };
  if (!signedBy || typeof signedBy !== 'object') return null;
  const { name, cmv } = signedBy as Record<string, unknown>;
  if (typeof name !== 'string' || !name) return null;
  return { name, cmv: typeof cmv === 'string' ? cmv : '' };
}
