// The clinical remote's sentences in Spanish (docs/product/clinical.md#screens): titles, toasts, errors,
// confirmations, empty states and the consultation form's rules, in one place for its screens and their
// tests. A button's or a field's label may stay in its component.
import { formatCountOf } from '@vet/shared-ui';
import type { ListTexts } from '@vet/shared-ui/page';
import { MUCOUS_MEMBRANES } from '@vet/shared-ui';

export const MSG = {
  // The dashboard's counter
  countToday: 'Consultas hoy',
  loadingCountToday: 'Cargando consultas de hoy...',
  countFailed: 'No se pudo cargar el número de consultas de hoy.',

  // The charts of a pet's history
  chartsTitle: 'Gráficas',
  chartsLoading: 'Cargando gráficas...',
  weightsFailed: 'Error al cargar los pesos',
  noWeights: 'Aún no hay pesos registrados en las consultas de esta mascota.',
  labValuesFailed: 'Error al cargar los exámenes de laboratorio',
  noLabValues: 'Aún no hay exámenes de laboratorio de esta mascota.',

  // The clinic's consultations
  listTitle: 'Consultas',
  noConsultations: 'Aún no hay consultas registradas',
  noConsultationsHint:
    'Las consultas se registran desde la ficha de cada mascota: abre la mascota y elige «Nueva consulta».',
  goToPets: 'Ir a las mascotas',

  // Titles
  newTitle: (pet: string) => `Nueva consulta de ${pet}`,
  editTitle: (pet: string) => `Editar consulta de ${pet}`,
  detailTitle: (day: string) => `Consulta del ${day}`,
  rangesTitle: 'Rangos de signos vitales',
  historyBack: (pet: string) => `Historia clínica de ${pet}`,

  // Loading one record, and why it failed
  loadingPet: 'Cargando mascota...',
  loadingConsultation: 'Cargando consulta...',
  loadingRanges: 'Cargando rangos...',
  petFailed: 'No se pudo cargar la mascota',
  consultationFailed: 'No se pudo cargar la consulta',
  consultationNotFound: 'Consulta no encontrada',
  rangesFailed: 'No se pudieron cargar los rangos de signos vitales',
  vetsFailed: 'No se pudo cargar la lista de veterinarios.',
  unexpected: 'Ocurrió un error inesperado.',

  // Saving, editing and deleting
  created: 'Consulta registrada con éxito',
  updated: 'Consulta actualizada con éxito',
  deleted: 'Consulta eliminada con éxito',
  deleteName: (pet: string, day: string) => `la consulta de ${pet} del ${day}`,
  deleteWarning:
    'Esta acción no se puede deshacer. Se eliminarán también sus notas de seguimiento; el registro de actividad conserva lo que contenía.',
  /** The server's words (api/src/clinical/README.md), shown before it would refuse. */
  lockedReason:
    'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.',
  notAuthorReason: 'Solo quien registró la consulta puede editarla',
  lockedNotice: (when: string) => `Cerrada el ${when}: solo se pueden agregar notas de seguimiento`,
  editableNotice: (when: string) =>
    `Quien la registró puede editarla hasta el ${when}; después solo se agregan notas de seguimiento.`,
  notEditableTitle: 'Esta consulta ya no se puede editar',
  backToConsultation: 'Volver a la consulta',

  // The addenda
  addendaTitle: 'Notas de seguimiento',
  noAddenda: 'Sin notas de seguimiento.',
  addAddendum: 'Agregar nota de seguimiento',
  addendumAdded: 'Nota de seguimiento agregada',
  addendumRequired: 'La nota es obligatoria',
  /** «Ana Pérez · CMV 1234»; the name alone for someone without a CMV. */
  withCmv: (name: string, cmv: string | null) => `${name}${cmv ? ` · CMV ${cmv}` : ''}`,
  /** A person as a consultation names them, or «—» when nobody is on record. */
  person: (who: { name: string; cmv: string | null } | null) => (who ? MSG.withCmv(who.name, who.cmv) : '—'),
  signedBy: (who: { name: string; cmv: string | null } | null) =>
    who ? `Firmado por ${MSG.withCmv(who.name, who.cmv)}` : 'Sin firma registrada',

  // The detail's sections
  outOfRange: 'Fuera de rango',
  outOfRangeItem: (label: string, value: string, range: string) => `${label} ${value} (normal ${range})`,
  normalRange: (range: string) => `normal ${range}`,
  noPrescriptions: 'Sin medicamentos recetados.',
  untilFurtherNotice: 'Hasta nuevo aviso',
  days: (n: number) => formatCountOf(n, 'día', 'días'),
  notTaken: '—',

  // Vital ranges
  rangesIntro:
    'Se usan para señalar en la consulta los valores fuera de lo normal para la especie (se registran igual). Cada clínica puede ajustarlos.',
  rangesSource:
    'Valores por defecto: perro y gato adultos en reposo, según el Manual Veterinario MSD (MSD Veterinary Manual), guías de referencia «Normal Rectal Temperature Ranges», «Resting Heart Rates» y «Respiratory Rates».',
  rangesSaved: 'Rangos de signos vitales guardados',
  rangesReset: 'Rangos de signos vitales restablecidos',
  confirmRangesReset: '¿Volver a los rangos de signos vitales por defecto?',
  minAboveMax: 'El mínimo no puede ser mayor que el máximo',
  bothBounds: 'Indica el mínimo y el máximo, o deja ambos vacíos',
  otherSpeciesNoRanges: (species: string) =>
    `La especie ${species} no tiene rangos de signos vitales: sus valores no se señalan.`,

  // The consultation form's rules: the server's messages, word for word.
  dateRequired: 'La fecha de la consulta es obligatoria',
  invalidDate: 'Fecha inválida',
  dateBefore2000: 'La fecha no puede ser anterior al año 2000',
  futureDate: 'La fecha no puede ser futura',
  vetRequired: 'El médico tratante es obligatorio',
  reasonRequired: 'El motivo de consulta es obligatorio',
  max: (n: number) => `Máximo ${n} caracteres`,
  weightRange: 'El peso debe estar entre 0,01 y 200 kg',
  weightDecimals: 'El peso admite como máximo 2 decimales',
  temperatureRange: 'La temperatura debe estar entre 25 y 45 °C',
  temperatureDecimals: 'La temperatura admite como máximo 1 decimal',
  heartRate: 'La frecuencia cardíaca debe ser un número entero entre 1 y 400',
  respiratoryRate: 'La frecuencia respiratoria debe ser un número entero entre 1 y 200',
  mucousMembranes: `Las mucosas deben ser una de: ${MUCOUS_MEMBRANES.join(', ')}`,
  capillaryRefill: 'El tiempo de llenado capilar debe estar entre 0 y 10 s',
  dehydration: 'La deshidratación debe estar entre 0 y 20 %',
  bodyCondition: 'La condición corporal debe ser un número entero del 1 al 9',
  tooManyPrescriptions: 'Una receta admite como máximo 20 medicamentos',
  drugRequired: 'El medicamento es obligatorio',
  doseRequired: 'La dosis es obligatoria',
  dosePositive: 'La dosis debe ser un número mayor a 0',
  unitInvalid: 'Unidad no válida',
  routeInvalid: 'Vía no válida',
  frequencyRequired: 'La frecuencia es obligatoria',
  duration: 'La duración debe ser un número entero de días entre 1 y 365',
  nextCheckBefore: 'El próximo control no puede ser anterior a la consulta',
  checkForm: 'Revisa los campos marcados',

  // The pet's history (docs/product/clinical.md#the-pets-history)
  historyTitle: (pet: string) => `Historia clínica de ${pet}`,
  backToPet: 'Volver a la mascota',
  timelineTitle: 'Cronología',
  loadingHistory: 'Cargando historia...',
  historyFailed: 'No se pudo cargar la historia',
  historyStale: 'No se pudo actualizar la historia.',
  historyEmpty: (pet: string) => `Todavía no hay nada en la historia de ${pet}.`,
  historyEmptyOfKind: (what: string, pet: string) => `Sin ${what} en la historia de ${pet}.`,

  // Vaccines and deworming (docs/product/clinical.md#vaccines-and-deworming)
  preventivesTitle: 'Vacunas y desparasitaciones',
  loadingPreventives: 'Cargando vacunas y desparasitaciones...',
  preventivesFailed: 'No se pudieron cargar las vacunas y desparasitaciones',
  noPreventives: 'Sin vacunas ni desparasitaciones registradas.',
  dueStatusTitle: 'Estado por producto',
  dueLabels: { overdue: 'Vencida', 'due-soon': 'Próxima', 'up-to-date': 'Al día' },
  applicationsTitle: 'Aplicaciones',
  allApplications: (count: number) => `Ver todas las aplicaciones (${count})`,
  latestApplicationsOnly: 'Ver solo las más recientes',
  nextDose: (day: string) => `Próxima dosis: ${day}`,
  expiredOn: (day: string) => `Venció el ${day}`,
  newPreventiveTitle: (kind: string, pet: string) => `Registrar ${kind} de ${pet}`,
  editPreventiveTitle: (kind: string, pet: string) => `Editar ${kind} de ${pet}`,
  preventiveUpdated: 'Aplicación actualizada con éxito',
  preventiveDeleted: 'Aplicación eliminada con éxito',
  deletePreventiveName: (kind: string, product: string, day: string) => `la ${kind} ${product} del ${day}`,
  deletePreventiveWarning:
    'Esta acción no se puede deshacer. El estado de vacunas y desparasitaciones de la mascota se calculará sin ella.',
  suggestedNextDue: (days: number) => `Sugerida según el producto: cada ${days} días`,
  // The form's rules: the server's messages, word for word (api/src/preventives/schemas.ts).
  productRequired: 'El producto es obligatorio',
  appliedOnRequired: 'La fecha de aplicación es obligatoria',
  dateBefore1900: 'La fecha no puede ser anterior a 1900',
  dueBeforeApplied: 'La próxima dosis no puede ser anterior a la aplicación',
  appliedByRequired: 'Quién aplicó es obligatorio',
} as const;

/** The clinic's consultations (ListFrame of @vet/shared-ui/page). */
export const CONSULTATION_LIST_TEXTS: ListTexts = {
  loading: 'Cargando consultas...',
  loadFailed: 'No se pudieron cargar las consultas',
  stale: 'No se pudo actualizar la lista de consultas.',
  searchLabel: 'Buscar consultas',
  searchPlaceholder: 'Mascota, propietario, motivo o diagnóstico',
  noMatch: (q) => `Ninguna consulta coincide con «${q}».`,
  count: (total, searching) =>
    searching
      ? formatCountOf(total, 'consulta encontrada', 'consultas encontradas')
      : formatCountOf(total, 'consulta', 'consultas'),
};
