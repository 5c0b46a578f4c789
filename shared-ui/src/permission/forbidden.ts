// Why a member may not do something, in the API's own words (the same PERMISSION_TEXTS, lists.json, and
// api/src/clinics/roles.ts forbiddenMessage): a screen that disables an action says the sentence the server would answer, so the
// person reads one reason whether they meet it on a button or in a refused call (docs/product/clinic.md#a-refusal).
import { PERMISSION_TEXTS } from '../constants/lists.generated';
import { roleLabel, type Permission, type Role } from '../session/roles';

/** What each permission lets a person do, as the refusal says it («No tienes permiso para …»). */
export { PERMISSION_TEXTS };

/** «No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.»
 *  Without a known role, the first sentence alone. */
export function forbiddenMessage(role: Role | undefined, permission: Permission): string {
  const refusal = `No tienes permiso para ${PERMISSION_TEXTS[permission]}.`;
  return role ? `${refusal} Tu rol en la clínica es ${roleLabel(role)}.` : refusal;
}
