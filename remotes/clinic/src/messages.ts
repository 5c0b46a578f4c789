// The clinic remote's sentences in Spanish (docs/product/clinic.md#screens), in one place for its
// screens and their tests. A button's label may stay in its component.
import { formatCountOf, roleLabel, type Role } from '@vet/shared-ui';

export const MSG = {
  // «Clínica»
  clinicTitle: 'Clínica',
  loadingClinic: 'Cargando los datos de la clínica...',
  clinicFailed: 'No se pudieron cargar los datos de la clínica',
  clinicSaved: 'Datos de la clínica actualizados',
  clinicSaveFailed: 'No se pudieron guardar los datos de la clínica',
  nothingChanged: 'No hay cambios para guardar',
  noRif: 'Sin RIF',

  // The logo
  logoTitle: 'Logo',
  logoHint: 'JPG, PNG o WEBP de hasta 2 MB. Se imprime en los informes de laboratorio.',
  noLogo: 'La clínica no tiene logo',
  loadingLogo: 'Cargando el logo...',
  logoFailed: 'No se pudo cargar el logo',
  logoSaved: 'Logo guardado',
  logoSaveFailed: 'No se pudo guardar el logo',
  logoRemoved: 'Logo eliminado',
  logoRemoveFailed: 'No se pudo quitar el logo',

  // «Equipo»
  teamTitle: 'Equipo',
  membersTitle: 'Miembros',
  loadingMembers: 'Cargando los miembros...',
  membersFailed: 'No se pudieron cargar los miembros',
  membersStale: 'No se pudo actualizar la lista de miembros.',
  active: 'Activo',
  inactive: 'Inactivo',
  ownRow: 'No puedes cambiar tu propio rol',
  actionFailed: 'No se pudo completar la acción',

  // The confirmations of a member's actions
  roleTitle: 'Cambiar rol',
  roleQuestion: (name: string, from: Role, to: Role) =>
    `¿Cambiar el rol de ${name} de ${roleLabel(from)} a ${roleLabel(to)}?`,
  roleNote: 'El cambio vale desde su próxima acción en la clínica.',
  deactivateTitle: 'Desactivar miembro',
  deactivateQuestion: (name: string) => `¿Desactivar a ${name}?`,
  deactivateNote:
    'Sus sesiones abiertas en la clínica terminan de inmediato y no podrá entrar hasta que lo reactives.',
  activateTitle: 'Reactivar miembro',
  activateQuestion: (name: string) => `¿Reactivar a ${name}?`,
  activateNote: (role: Role) => `Podrá volver a entrar a la clínica como ${roleLabel(role)}.`,
  handOverTitle: 'Traspasar administración',
  handOverQuestion: (name: string) => `¿Traspasar la administración de la clínica a ${name}?`,
  handOverNote: (name: string) =>
    `${name} pasará a ser Administrador y tú pasarás a ser Veterinario: ya no podrás administrar la clínica ni su equipo.`,

  // Invitations
  inviteTitle: 'Invitar a alguien',
  inviteHint: 'Le enviaremos por correo un enlace para unirse a la clínica, válido por 7 días.',
  inviteFailed: 'No se pudo enviar la invitación',
  emailRequired: 'El correo es obligatorio',
  emailInvalid: 'Correo no válido',
  roleRequired: 'El rol es obligatorio',
  invitationsTitle: 'Invitaciones pendientes',
  loadingInvitations: 'Cargando las invitaciones...',
  invitationsFailed: 'No se pudieron cargar las invitaciones',
  invitationsStale: 'No se pudo actualizar la lista de invitaciones.',
  noInvitations: 'No hay invitaciones pendientes',
  cancelFailed: 'No se pudo anular la invitación',

  // «Actividad»
  activityTitle: 'Actividad',
  loadingActivity: 'Cargando la actividad...',
  activityFailed: 'No se pudo cargar la actividad',
  activityStale: 'No se pudo actualizar la actividad.',
  noActivity: 'Sin actividad en este periodo',
  activityCount: (total: number) => formatCountOf(total, 'acción', 'acciones'),
  invalidDay: 'Fecha inválida',
  nobody: 'Sin persona registrada',
  // Who confirmed or cancelled an appointment through the reminder's mailed link.
  owner: 'El propietario',
} as const;
