// Generated from shared-ui/src/constants/lists.json by `npm run generate:lists`: edit the JSON, not this file.

export const SPECIES = ['Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro'] as const;

export const SEXES = ['Macho', 'Hembra'] as const;

export const GROOMING_SERVICES = ['Corte', 'Baño', 'Corte y Baño'] as const;

export const PAYMENT_TYPES = ['Efectivo', 'Pago Movil', 'Zelle', 'Otro'] as const;

export const VENEZUELAN_STATES = [
  'Amazonas',
  'Anzoátegui',
  'Apure',
  'Aragua',
  'Barinas',
  'Bolívar',
  'Carabobo',
  'Cojedes',
  'Delta Amacuro',
  'Distrito Capital',
  'Falcón',
  'Guárico',
  'Lara',
  'Mérida',
  'Miranda',
  'Monagas',
  'Nueva Esparta',
  'Portuguesa',
  'Sucre',
  'Táchira',
  'Trujillo',
  'Vargas',
  'Yaracuy',
  'Zulia',
] as const;

export const MUCOUS_MEMBRANES = ['Rosadas', 'Pálidas', 'Ictéricas', 'Cianóticas', 'Congestivas'] as const;

export const PRESCRIPTION_UNITS = [
  'mg',
  'mg/kg',
  'ml',
  'ml/kg',
  'UI',
  'comprimido',
  'gota',
  'aplicación',
] as const;

export const PRESCRIPTION_ROUTES = [
  'Oral',
  'Subcutánea',
  'Intramuscular',
  'Intravenosa',
  'Tópica',
  'Oftálmica',
  'Ótica',
  'Inhalada',
] as const;

export const PREVENTIVE_KINDS = ['vaccine', 'deworming'] as const;

export const PREVENTIVE_KIND_LABELS = { vaccine: 'Vacuna', deworming: 'Desparasitación' } as const;

export const PREVENTIVE_PRODUCTS = [
  { name: 'Séxtuple canina (DHPPi+L)', kind: 'vaccine', species: ['Canino'], intervalDays: 365 },
  { name: 'Puppy (parvovirus y moquillo)', kind: 'vaccine', species: ['Canino'], intervalDays: 21 },
  { name: 'Antirrábica', kind: 'vaccine', species: ['Canino', 'Felino', 'Hurón'], intervalDays: 365 },
  { name: 'Tos de las perreras (Bordetella)', kind: 'vaccine', species: ['Canino'], intervalDays: 365 },
  {
    name: 'Triple felina (rinotraqueítis, calicivirus, panleucopenia)',
    kind: 'vaccine',
    species: ['Felino'],
    intervalDays: 365,
  },
  { name: 'Leucemia felina', kind: 'vaccine', species: ['Felino'], intervalDays: 365 },
  {
    name: 'Desparasitante interno',
    kind: 'deworming',
    species: ['Canino', 'Felino', 'Conejo', 'Hurón', 'Otro'],
    intervalDays: 90,
  },
  {
    name: 'Desparasitante externo (pipeta)',
    kind: 'deworming',
    species: ['Canino', 'Felino', 'Hurón'],
    intervalDays: 30,
  },
  {
    name: 'Desparasitante externo (comprimido de 12 semanas)',
    kind: 'deworming',
    species: ['Canino', 'Felino'],
    intervalDays: 84,
  },
] as const;

export const APPOINTMENT_KINDS = [
  'consultation',
  'vaccination',
  'checkup',
  'surgery',
  'grooming',
  'other',
] as const;

export const APPOINTMENT_KIND_LABELS = {
  consultation: 'Consulta',
  vaccination: 'Vacunación',
  checkup: 'Control',
  surgery: 'Cirugía',
  grooming: 'Peluquería',
  other: 'Otro',
} as const;

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in_room',
  'attended',
  'no_show',
  'cancelled',
] as const;

export const APPOINTMENT_STATUS_LABELS = {
  scheduled: 'Programada',
  confirmed: 'Confirmada',
  in_room: 'En sala',
  attended: 'Atendida',
  no_show: 'No asistió',
  cancelled: 'Cancelada',
} as const;

export const ROLES = ['admin', 'vet', 'assistant', 'groomer'] as const;

export const ROLE_LABELS = {
  admin: 'Administrador',
  vet: 'Veterinario',
  assistant: 'Asistente',
  groomer: 'Peluquero',
} as const;

export const PERMISSION_TEXTS = {
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
  'clinical.read': 'ver las historias clínicas',
  'clinical.write': 'registrar consultas, recetas y notas de seguimiento',
  'clinical.delete': 'eliminar consultas',
  'preventive.write': 'registrar vacunas y desparasitaciones',
  'appointments.read': 'ver la agenda de citas',
  'appointments.write': 'agendar, reprogramar o cambiar el estado de las citas',
  'reports.read': 'ver los reportes de actividad, pacientes y vacunación',
  'reports.income': 'ver los ingresos de la clínica',
} as const;

export const ROLE_PERMISSIONS = {
  admin: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'lab.write',
    'ranges.write',
    'grooming.read',
    'grooming.write',
    'backup',
    'clinic.manage',
    'audit.read',
    'clinical.read',
    'clinical.write',
    'clinical.delete',
    'preventive.write',
    'appointments.read',
    'appointments.write',
    'reports.read',
    'reports.income',
  ],
  vet: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'lab.write',
    'grooming.read',
    'grooming.write',
    'clinical.read',
    'clinical.write',
    'preventive.write',
    'appointments.read',
    'appointments.write',
    'reports.read',
  ],
  assistant: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'grooming.read',
    'grooming.write',
    'clinical.read',
    'preventive.write',
    'appointments.read',
    'appointments.write',
    'reports.read',
  ],
  groomer: [
    'owners.read',
    'pets.read',
    'grooming.read',
    'grooming.write',
    'appointments.read',
    'appointments.write',
  ],
} as const;
