// The clinic a PDF's header prints, as the session knows it, with its logo fetched (GET /clinic/logo
// needs the session's token).
import { apiBaseUrl, type CurrentClinic } from '@vet/shared-ui';
import type { PdfClinic } from './header';

async function fetchLogo(token: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(`${apiBaseUrl()}/clinic/logo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    // The document is still worth printing without the logo.
    return null;
  }
}

/** The session's clinic for the header, with its logo when it has one; null without a clinic (an API
 *  older than clinics). */
export async function loadPdfClinic(
  clinic: CurrentClinic | undefined,
  token: string | null,
): Promise<PdfClinic | null> {
  if (!clinic) return null;
  const logo = clinic.hasLogo && token ? await fetchLogo(token) : null;
  return { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '', logo };
}
