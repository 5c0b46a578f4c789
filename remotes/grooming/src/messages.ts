// The grooming remote's sentences in Spanish (docs/product/grooming.md#messages), in one place for its
// screens and their tests: titles, toasts, errors, confirmations, empty states and the form's rules.
// Button, link, column and field labels stay in their components.
import { formatCountOf } from '@vet/shared-ui';
import type { ListTexts } from '@vet/shared-ui/page';

export const MSG = {
  // Titles
  listTitle: 'Servicios de Peluquería',
  petListTitle: (petName?: string) => `Peluquería de ${petName ?? 'la mascota'}`,
  newTitle: 'Nuevo servicio de peluquería',
  editTitle: (petName?: string) =>
    petName === undefined ? 'Editar servicio' : `Editar servicio de ${petName}`,

  // The service list
  loadingServices: 'Cargando servicios...',
  listFailed: 'Error al cargar servicios',
  noMatch: (q: string) => `Ningún servicio coincide con «${q}».`,
  emptyPeriod: 'No hay servicios en este período',
  searchHint: 'Buscar por paciente, servicio o especificaciones',
  serviceCount: (total: number) => formatCountOf(total, 'servicio', 'servicios'),

  // The dashboard's counters
  loadingCount: (label: string) => `Cargando ${label.toLowerCase()}...`,
  countFailed: 'No se pudo cargar.',

  // Saving and deleting (the API's own sentences, and the fallbacks when an answer has none)
  created: 'Servicio de Estética registrado con éxito',
  updated: 'Servicio de Estética actualizado con éxito',
  deleted: 'Servicio de Estética eliminado con éxito',
  createFailed: 'Error al registrar el servicio de estética',
  updateFailed: 'Error al actualizar el servicio de estética',
  deleteFailed: 'Error al eliminar el servicio de estética',
  deleteWarning: 'Esta acción no se puede deshacer. El servicio dejará de contar en los resúmenes.',
  missingPatient: 'ID del paciente no encontrado en la URL',

  // The form: the field messages name the field; a refused submit also says, in a toast, the first
  // thing missing (SUBMIT_MESSAGES in groomingSchema.ts).
  specificationsHint: 'Ej.: corte tipo cachorro, uñas, limpieza de oídos',
  required: (label: string) => `${label} es requerido`,
  positive: (label: string) => `${label} debe ser mayor a 0`,
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  invalidDate: 'Fecha inválida',
  costTooHigh: 'El costo no puede superar 1.000.000',
  costCents: 'El costo admite como máximo 2 decimales',
  dateMissing: 'La fecha del servicio es obligatoria',
  serviceMissing: 'El tipo de servicio es obligatorio',
  specificationsMissing: 'Las especificaciones son obligatorias',
  costMissing: 'El costo debe ser mayor a 0',
  paymentTypeMissing: 'El tipo de pago es obligatorio',
} as const;

/** The service list's frame (ListFrame of @vet/shared-ui/page). */
export const GROOMING_LIST_TEXTS: ListTexts = {
  loading: MSG.loadingServices,
  loadFailed: MSG.listFailed,
  // A failed reload keeps the page on screen under the same sentence.
  stale: MSG.listFailed,
  searchLabel: 'Buscar servicios',
  searchPlaceholder: MSG.searchHint,
  noMatch: MSG.noMatch,
  count: (total) => MSG.serviceCount(total),
};
