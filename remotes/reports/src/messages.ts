// The reports remote's sentences in Spanish (docs/product/reports.md), in one place for its screens and
// their tests: titles, states, the period's refusals (the API's own words, api/src/reports/README.md),
// the charts' words. Button, column and field labels stay in their components.
export const MSG = {
  // Titles
  title: 'Reportes',
  tabs: { income: 'Ingresos', activity: 'Actividad', patients: 'Pacientes', vaccination: 'Vacunación' },

  // States
  loading: 'Cargando reporte...',
  loadFailed: 'No se pudo cargar el reporte',
  exportFailed: 'No se pudo exportar el reporte',
  zoneNote: (zone: string) => `Fechas contadas en la zona horaria de la clínica (${zone}).`,
  emptyPeriod: 'No hay datos en este período',

  // The period's refusals, as the API words them
  fromRequired: 'La fecha inicial es obligatoria',
  toRequired: 'La fecha final es obligatoria',
  invalidDate: 'Fecha inválida',
  before2000: 'La fecha no puede ser anterior al año 2000',
  reversed: 'La fecha inicial no puede ser posterior a la final',
  overFiveYears: 'El período no puede superar 5 años',
  dayTooLong: 'Para agrupar por día, elige un período de hasta 366 días',

  // A value of the address that is not a choice, and what is shown instead (until the person picks one)
  corrected: {
    period: (shown: string) => `El período de la dirección no se reconoce; se muestra «${shown}».`,
    group: (shown: string) => `La agrupación de la dirección no se reconoce; se agrupa por «${shown}».`,
    dayTooLong: (shown: string) =>
      `La dirección pide agrupar por día, pero el período supera 366 días; se agrupa por «${shown}».`,
    service: 'El servicio de la dirección no se reconoce; se muestran todos los servicios.',
    paymentType: 'El tipo de pago de la dirección no se reconoce; se muestran todos los tipos de pago.',
  },

  // Filters
  all: 'Todos',
  allServices: 'Todos',
  allPayments: 'Todos',

  // Income
  incomeByPeriod: 'Ingresos por período (USD)',
  incomeByService: 'Ingresos por servicio (USD)',
  incomeByPaymentType: 'Ingresos por tipo de pago (USD)',

  // Activity
  activityByPeriod: 'Actividad por período',
  activityByPerson: 'Actividad por profesional',
  unassigned: 'Sin asignar',

  // Patients
  newByPeriod: 'Propietarios y mascotas nuevos por período',
  bySpecies: 'Mascotas por especie',
  bySex: 'Mascotas por sexo',
  byAge: 'Mascotas por edad',
  activePets: 'Pacientes activos (vistos en los últimos 12 meses)',
  currentNote: 'Las mascotas de hoy, sea cual sea el período.',

  // Vaccination
  vaccinationTitle: 'Estado de vacunación y desparasitación',
  asOf: (day: string) => `al ${day}`,

  // Charts
  chartHelp: 'Usa las flechas izquierda y derecha para recorrer las barras.',
  chartSummary: (count: number) => (count === 1 ? '1 barra.' : `${count} barras.`),
  showTable: 'Ver tabla',
  showChart: 'Ver gráfica',
} as const;
