import type { VetProfile } from '../auth/vets-repo.js';
import type { ClinicData } from './repo.js';
import type { ClinicBody } from './schemas.js';

/** The clinic's data as stored: trimmed, optional fields empty. */
export function toClinicData(body: ClinicBody): ClinicData {
  return {
    name: body.name.trim(),
    rif: body.rif?.trim().toUpperCase() ?? '',
    address: body.address.trim(),
    phone: body.phone,
    estado: body.estado,
  };
}

/**
 * The clinic a sign-up founds: the form's clinic section, or, from a caller that does not send one
 * (the API before issue 25), one named after the vet with their WhatsApp and estado, which the
 * administrator completes on the «Clínica» screen.
 */
export function clinicOfSignUp(
  body: ClinicBody | undefined,
  vet: Pick<VetProfile, 'name' | 'lastName' | 'whatsapp' | 'estado'>,
): ClinicData {
  if (body) return toClinicData(body);
  return {
    name: `Clínica ${vet.name} ${vet.lastName}`.slice(0, 120),
    rif: '',
    address: '',
    phone: vet.whatsapp,
    estado: vet.estado,
  };
}
