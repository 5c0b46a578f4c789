// The lab remote's sentences in Spanish (docs/product/lab.md#messages): titles, toasts, errors,
// confirmations and empty states, in one place for its screens and their tests.
import { DIFFERENTIAL_CAP, formatCountOf } from '@vet/shared-ui';

export const MSG = {
  // Titles
  listTitle: (petName?: string) => `Exámenes de laboratorio${petName ? ` de ${petName}` : ''}`,
  newTitle: (petName: string) => `Nuevo examen de ${petName}`,
  editTitle: (petName: string) => `Editar examen de ${petName}`,
  detailTitle: (petName: string, date: string) => `Examen de ${petName} · ${date}`,
  rangesTitle: 'Rangos de referencia',
  rangesIntro:
    'Se usan para resaltar los valores en pantalla. Glóbulos blancos, plaquetas y células en ×10³/µL (conteos absolutos). El informe impreso conserva su propia tabla.',

  // The exam list
  loadingExams: 'Cargando exámenes...',
  examsFailed: 'Error al cargar los exámenes',
  examsStale: 'No se pudo actualizar la lista de exámenes.',
  noExams: 'No hay exámenes de laboratorio registrados para este paciente.',
  noMatch: (q: string) => `Ningún examen coincide con «${q}».`,
  examCount: (total: number) => formatCountOf(total, 'examen', 'exámenes'),

  // Loading one record, and why it failed
  loadingPet: 'Cargando mascota...',
  loadingExam: 'Cargando examen...',
  loadingRanges: 'Cargando rangos...',
  petFailed: 'Error al obtener paciente',
  examFailed: (reason: string) => `Error al cargar el examen: ${reason}`,
  unknownReason: 'error desconocido',
  rangesFailed: 'Error al cargar los rangos',
  missingPatientId: 'ID del paciente no encontrado.',
  missingIds: 'IDs no encontrados',
  examNotFound: 'No se encontró el examen.',
  invalidExam: 'Datos del examen inválidos recibidos del servidor.',
  unexpected: 'Ocurrió un error inesperado.',
  reportFailed: 'No se pudo generar el informe',

  // Saving and deleting
  created: 'Examen de laboratorio creado con éxito',
  updated: 'Examen de laboratorio actualizado con éxito',
  deleted: 'Examen de laboratorio eliminado correctamente',
  confirmDelete: '¿Eliminar este examen de laboratorio? Esta acción no se puede deshacer.',
  savedTitle: 'Examen Guardado',
  savedText: (petName: string) =>
    `El examen de ${petName} quedó registrado. Puedes descargar o imprimir el informe.`,
  rangesSaved: 'Rangos de referencia guardados',
  rangesReset: 'Rangos de referencia restablecidos',
  confirmRangesReset: '¿Volver a los rangos de referencia predeterminados?',

  // The exam form
  dateRequired: 'La fecha es obligatoria',
  invalidDate: 'Fecha inválida',
  futureDate: 'La fecha no puede ser futura',
  required: (label: string) => `${label} es obligatorio`,
  notNegative: 'Debe ser positivo',
  otherSpecies: (species: string) => `La especie ${species} no tiene rangos propios: se usan los del perro.`,

  // The differential counter
  /** The counter at its cap: the goal reached, said as a success. */
  countComplete: 'Conteo completo',
  countCompleteHint: `Se contaron las ${DIFFERENTIAL_CAP} células.`,
  /** A press once the count is complete (the first one only): a warning, not an error. */
  beyondCap: `El conteo ya está completo (${DIFFERENTIAL_CAP} células): esa pulsación no se contó.`,
  nothingToUndo: 'No hay acciones para deshacer',
  undone: 'Último conteo deshecho',
  counterReset: 'Conteo diferencial reiniciado',
  counterHint: 'Teclas 1–8 para contar sin mirar la pantalla; Retroceso (⌫) deshace el último conteo.',
} as const;
