// The owners remote's sentences in Spanish (docs/product/owners.md), in one place for its screens:
// titles, toasts, errors, empty states and the form's rules. Button, link and field labels stay in
// their components.
import { formatCount, formatCountOf } from '@vet/shared-ui';
import type { ListTexts } from '@vet/shared-ui/page';

export const MSG = {
  /** The server's msg, else this, for every owner call (read, update and delete too), else «Error de red
   *  o desconocido.» (errorMessage of shared-ui). docs/product/owners.md#messages. */
  fallbackError: 'Error al crear el dueño',

  listTitle: 'Propietarios',
  noOwners: 'No hay propietarios',
  noOwnersHint: 'Registra al primer propietario para luego añadir sus mascotas.',

  newTitle: 'Nuevo propietario',
  editTitle: 'Editar propietario',
  /** The edit screen's back link, to the owner's page. */
  ownerBack: 'Propietario',

  loadingOwner: 'Cargando propietario...',
  ownerLoadFailed: 'No se pudo cargar el propietario',
  ownerNotFound: 'Propietario no encontrado',
  ownerNotFoundHint: 'El propietario que buscas no existe o ha sido eliminado.',
  contactTitle: 'Datos de contacto',
  noEmail: 'No registrado',
  noAddress: 'No registrada',

  petsTitle: (total: number) => (total ? `Mascotas (${formatCount(total)})` : 'Mascotas'),
  loadingPets: 'Cargando mascotas...',
  petsLoadFailed: 'Error al cargar mascotas',
  noPets: 'Este propietario aún no tiene mascotas registradas.',

  /** Toasts when the server's answer has no msg of its own. */
  created: 'Propietario registrado',
  updated: 'Propietario actualizado',
  deleted: 'Propietario eliminado',
  /** The delete confirmation's warning (its title stays the shared one): what goes with the owner.
   *  docs/product/owners.md#delete-an-owner. */
  deleteWarning:
    'Esta acción no se puede deshacer. También se eliminarán sus mascotas, con sus exámenes y servicios de peluquería.',
  nothingChanged: 'No hay cambios para guardar',

  nameRequiredOnCreate: 'El nombre es requerido',
  nameRequiredOnEdit: 'El nombre del propietario es obligatorio',
  nameTooShort: (min: number) => `Mínimo ${min} caracteres`,
  phoneRequired: 'El teléfono es requerido',
  phoneTooShort: (min: number) => `El teléfono debe tener al menos ${min} dígitos`,
  phoneHint: 'Solo números, sin espacios.',
  emailInvalid: 'Formato de email inválido',
  remindersOptOutHint: 'El propietario no recibirá recordatorios de citas, vacunas ni desparasitaciones.',
  /** The owner's page, «Recordatorios» (docs/product/owners.md#owner-detail). */
  remindersOff: 'no desea recibirlos',
  remindersByEmail: 'por correo',
  remindersByWhatsApp: 'por WhatsApp',
} as const;

/** The owner list's frame (ListFrame of @vet/shared-ui/page). */
export const OWNER_LIST_TEXTS: ListTexts = {
  loading: 'Cargando propietarios...',
  loadFailed: 'No se pudieron cargar los propietarios',
  stale: 'No se pudo actualizar la lista de propietarios.',
  searchLabel: 'Buscar propietario',
  searchPlaceholder: 'Buscar por nombre o teléfono',
  noMatch: (q) => `Ningún propietario coincide con «${q}».`,
  count: (total, searching) => {
    if (searching) return formatCountOf(total, 'propietario encontrado', 'propietarios encontrados');
    return formatCountOf(total, 'propietario', 'propietarios');
  },
};
