// Why a member may not do something, in the API's own words (api/src/clinics/roles.ts PERMISSIONS and
// forbiddenMessage): a screen that disables an action says the sentence the server would answer, so the
// person reads one reason whether they meet it on a button or in a refused call (docs/product/clinic.md#a-refusal).
import { roleLabel, type Permission, type Role } from '../session/roles';

/** What each permission lets a person do, as the refusal says it («No tienes permiso para …»). */
export const PERMISSION_TEXTS: Record<Permission, string> = {
  'owners.read': 'ver los propietarios',
  'owners.write': 'crear, editar o eliminar propietarios',
  'pets.read': 'ver las mascotas',
  'pets.write': 'crear, editar o eliminar mascotas',
  'lab.read': 'ver los exámenes de laboratorio',
  'lab.write': 'crear, editar o eliminar exámenes de laboratorio',
  'ranges.write': 'cambiar los rangos de referencia',
  'grooming.read': 'ver los servicios de peluquería',
  'grooming.write': 'crear, editar o eliminar servicios de peluquería',
  backup: 'descargar o restaurar el respaldo de la clínica',
  'clinic.manage': 'administrar la clínica y su equipo',
  'audit.read': 'ver la actividad de la clínica',
};

/** «No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.»
 *  Without a known role, the first sentence alone. */
export function forbiddenMessage(role: Role | undefined, permission: Permission): string {
  const refusal = `No tienes permiso para ${PERMISSION_TEXTS[permission]}.`;
  return role ? `${refusal} Tu rol en la clínica es ${roleLabel(role)}.` : refusal;
}
