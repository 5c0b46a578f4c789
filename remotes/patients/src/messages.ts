// The patients remote's sentences in Spanish (docs/product/pets.md#messages): titles, toasts, errors, form
// rules, empty and loading states, in one place so screens and tests agree. Buttons, field labels and
// column titles stay in their components.
import { formatCountOf } from '@vet/shared-ui';

export const MSG = {
  // Titles and the lines under them.
  listTitle: 'Mascotas',
  newTitle: 'Nueva mascota',
  editTitle: (name: string) => `Editar a ${name}`,
  editHint: 'Solo se guardan los datos que cambies.',
  newPetHint: 'Para registrar una mascota, primero elige a su propietario.',

  // Toasts.
  created: 'Mascota registrada con éxito',
  deleted: 'Mascota eliminada con éxito',
  photoUpdated: 'Foto actualizada con éxito',
  updated: 'Información actualizada con éxito',
  noChanges: 'No hay cambios para guardar',
  noNewPhoto: 'No hay foto nueva para guardar',
  createFailed: 'Error al registrar mascota',
  updateFailed: 'Error al actualizar la mascota',
  photoFailed: 'Error al actualizar la foto',
  deleteFailed: 'Error al eliminar paciente',

  // Loading, load errors and what is missing.
  loadingList: 'Cargando pacientes...',
  loadingPatient: 'Cargando mascota...',
  loadingOwner: 'Cargando propietario...',
  loadingCount: 'Cargando total de mascotas...',
  listFailed: 'Error al obtener pacientes',
  detailFailed: 'Error al obtener paciente',
  countFailed: 'No se pudo cargar el total.',
  ownerLoadFailed: (reason: string) => `No se pudo cargar el propietario. ${reason}`.trim(),
  missingOwnerId: 'ID del dueño no encontrado en la URL',
  ownerNotFound: 'Propietario no encontrado',
  ownerNotFoundDetail: 'Elige un propietario de la lista para registrar su mascota.',
  notFound: 'Mascota no encontrada',
  notFoundDetail: 'La mascota que buscas no existe o ha sido eliminada',
  noOwner: 'No se encontró información del propietario',

  // The list.
  emptyList: 'No hay pacientes',
  noMatch: (q: string) => `Ninguna mascota coincide con «${q}».`,
  count: (total: number, searching: boolean) => {
    if (searching) return formatCountOf(total, 'mascota encontrada', 'mascotas encontradas');
    return formatCountOf(total, 'mascota', 'mascotas');
  },

  // The dashboard's counter.
  countTitle: 'Total de mascotas',

  // The photo (docs/product/pets.md#photos).
  photoRules: 'JPG, PNG o WEBP, hasta 5 MB.',
  photoWrongType: 'Solo se permiten imágenes JPG, PNG o WEBP',
  photoTooBig: 'La foto no puede pesar más de 5 MB',
  noPhotoChosen: 'Ninguna foto nueva elegida',
  defaultPhotoHint: 'Sin foto se usará la imagen predeterminada',

  // The form's rules (docs/product/pets.md#fields-and-rules).
  nameRequired: 'El nombre del paciente es obligatorio',
  birthDateRequired: 'La fecha de nacimiento es obligatoria',
  invalidDate: 'Fecha inválida',
  dateBefore1900: 'La fecha no puede ser anterior a 1900',
  futureDate: 'La fecha no puede ser futura',
  speciesRequired: 'La especie es obligatoria',
  sexRequired: 'El sexo es obligatorio',
  max80: 'Máximo 80 caracteres',
  max120: 'Máximo 120 caracteres',
  max500: 'Máximo 500 caracteres',
  negativeWeight: 'El peso no puede ser negativo',
  weightTooHigh: 'El peso no puede superar 2000 kg',
  mainVetRequired: 'El veterinario tratante es obligatorio',

  // The main vet's choices (docs/product/pets.md#fields-and-rules).
  mainVetPlaceholder: 'Selecciona el veterinario',
  vetsFailed: 'No se pudo cargar la lista de veterinarios de la clínica.',
  /** A stored main vet who is not among the clinic's vets (an older record). */
  storedVet: (name: string) => `${name} (registro anterior)`,
} as const;
