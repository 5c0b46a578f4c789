// What the PDF report prints besides the exam and its pet (docs/product/lab.md#pdf-report): the clinic, as
// the session knows it, with its logo fetched (GET /clinic/logo needs the session's token), and who signs
// the exam (its author, `signedBy` on the exam's detail).
import { apiBaseUrl, type CurrentClinic } from '@vet/shared-ui';

/** The report's header. */
export interface ReportClinic {
  name: string;
  address: string;
  /** As stored: «+582742631234». */
  phone: string;
  /** The logo's PNG bytes; null when the clinic has none or it could not be read. */
  logo: Uint8Array | null;
}

/** The exam's author as GET /patients/:patientId/lab-exams/:labExamId names them. */
export interface ExamSigner {
  /** «M.V. Ana Pérez». */
  name: string;
  cmv: string;
}

/** The signer an exam carries: null when the API says nobody is on record, undefined when the exam
 *  does not say (a create's answer has no signedBy). */
export function signerOf(exam: unknown): ExamSigner | null | undefined {
  if (!exam || typeof exam !== 'object' || !('signedBy' in exam)) return undefined;
  const { signedBy } = exam as { signedBy: unknown };
  if (!signedBy || typeof signedBy !== 'object') return null;
  const { name, cmv } = signedBy as Record<string, unknown>;
  if (typeof name !== 'string' || !name) return null;
  return { name, cmv: typeof cmv === 'string' ? cmv : '' };
}

async function fetchLogo(token: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(`${apiBaseUrl()}/clinic/logo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    // The report is still worth printing without the logo.
    return null;
  }
}

/** The session's clinic for the header, with its logo when it has one; null without a clinic (an API
 *  older than clinics). */
export async function loadReportClinic(
  clinic: CurrentClinic | undefined,
  token: string | null,
): Promise<ReportClinic | null> {
  if (!clinic) return null;
  const logo = clinic.hasLogo && token ? await fetchLogo(token) : null;
  return { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '', logo };
}
