import type { RemoteName } from '@vet/shared-ui';

/** How a vet names each module: "No se pudo cargar el módulo de Propietarios". */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth: 'Autenticación',
  owners: 'Propietarios',
  patients: 'Mascotas',
  lab: 'Laboratorio',
  grooming: 'Peluquería',
};
