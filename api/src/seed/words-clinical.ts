// A dog's consultations as a Venezuelan clinic records them: the motivo, what was found, the diagnoses,
// the treatment and what was prescribed, with vital signs that fit the visit.
import type { ConsultationFields, Prescription } from '../clinical/input.js';
import type { Random } from './random.js';

interface Visit {
  /** How common the visit is among a long-lived dog's consultations (relative). */
  share: number;
  reason: string;
  findings: string;
  presumptive: string;
  definitive: string;
  treatment: string;
  prescriptions: Prescription[];
  /** A fever or dehydration goes with it. */
  sick?: boolean;
  /** Days to the next check, when the vet asks for one. */
  recheckDays?: number;
}

const rx = (
  drug: string,
  dose: number,
  unit: string,
  route: string,
  frequency: string,
  durationDays: number | null,
): Prescription => ({ drug, dose, unit, route, frequency, durationDays });

const VISITS: Visit[] = [
  {
    share: 30,
    reason: 'Control anual',
    findings: 'Sin hallazgos relevantes',
    presumptive: '',
    definitive: 'Paciente sano',
    treatment: 'Continuar plan de vacunación y desparasitación',
    prescriptions: [],
  },
  {
    share: 12,
    reason: 'Control de peso',
    findings: 'Depósitos de grasa en la base de la cola',
    presumptive: '',
    definitive: 'Sobrepeso leve',
    treatment: 'Dieta de control de peso y paseos diarios de 30 minutos',
    prescriptions: [],
    recheckDays: 60,
  },
  {
    share: 8,
    reason: 'Vómitos desde ayer',
    findings: 'Dolor leve a la palpación abdominal craneal',
    presumptive: 'Gastritis aguda',
    definitive: 'Gastritis por transgresión alimentaria',
    treatment: 'Dieta blanda fraccionada por 3 días',
    prescriptions: [
      rx('Omeprazol', 1, 'mg/kg', 'Oral', 'cada 24 horas', 5),
      rx('Metoclopramida', 0.5, 'mg/kg', 'Subcutánea', 'dosis única', null),
    ],
    sick: true,
    recheckDays: 7,
  },
  {
    share: 7,
    reason: 'Diarrea con moco',
    findings: 'Heces blandas con moco, sin sangre',
    presumptive: 'Colitis',
    definitive: '',
    treatment: 'Dieta gastrointestinal por 7 días',
    prescriptions: [rx('Metronidazol', 15, 'mg/kg', 'Oral', 'cada 12 horas', 5)],
    sick: true,
  },
  {
    share: 8,
    reason: 'Se rasca las orejas',
    findings: 'Cerumen oscuro abundante en el oído izquierdo',
    presumptive: 'Otitis externa',
    definitive: 'Otitis externa por Malassezia',
    treatment: 'Limpieza ótica cada 48 horas',
    prescriptions: [rx('Gotas óticas de clotrimazol y gentamicina', 5, 'gota', 'Ótica', 'cada 12 horas', 10)],
    recheckDays: 14,
  },
  {
    share: 6,
    reason: 'Cojera del miembro posterior derecho',
    findings: 'Dolor a la extensión de la rodilla, sin inestabilidad',
    presumptive: 'Esguince',
    definitive: '',
    treatment: 'Reposo por 10 días, paseos cortos con correa',
    prescriptions: [rx('Meloxicam', 0.1, 'mg/kg', 'Oral', 'cada 24 horas', 5)],
    recheckDays: 10,
  },
  {
    share: 7,
    reason: 'Picazón y pérdida de pelo',
    findings: 'Eritema en axilas e ingle, alopecia parcial',
    presumptive: 'Dermatitis alérgica',
    definitive: 'Dermatitis atópica',
    treatment: 'Baños con champú de clorhexidina una vez por semana',
    prescriptions: [rx('Oclacitinib', 0.5, 'mg/kg', 'Oral', 'cada 12 horas', 14)],
    recheckDays: 21,
  },
  {
    share: 4,
    reason: 'Tos seca',
    findings: 'Tos al palpar la tráquea, pulmones sin ruidos agregados',
    presumptive: 'Traqueobronquitis infecciosa',
    definitive: '',
    treatment: 'Evitar collar, usar pechera',
    prescriptions: [rx('Doxiciclina', 10, 'mg/kg', 'Oral', 'cada 24 horas', 10)],
    recheckDays: 10,
  },
  {
    share: 3,
    reason: 'Herida en la almohadilla',
    findings: 'Laceración de 1 cm en la almohadilla metacarpiana',
    presumptive: '',
    definitive: 'Laceración de almohadilla',
    treatment: 'Lavado, vendaje y cambio cada 48 horas',
    prescriptions: [rx('Cefalexina', 22, 'mg/kg', 'Oral', 'cada 12 horas', 7)],
    recheckDays: 7,
  },
  {
    share: 4,
    reason: 'Revisión dental',
    findings: 'Sarro moderado en premolares y molares superiores',
    presumptive: 'Enfermedad periodontal grado 2',
    definitive: '',
    treatment: 'Se programa profilaxis dental bajo anestesia',
    prescriptions: [],
  },
  {
    share: 3,
    reason: 'Decaimiento y fiebre',
    findings: 'Petequias en la mucosa oral, garrapatas en las orejas',
    presumptive: 'Ehrlichiosis',
    definitive: 'Ehrlichiosis canina',
    treatment: 'Hematología de control en 21 días',
    prescriptions: [rx('Doxiciclina', 10, 'mg/kg', 'Oral', 'cada 24 horas', 28)],
    sick: true,
    recheckDays: 21,
  },
  {
    share: 8,
    reason: 'Control de tratamiento',
    findings: 'Evolución favorable',
    presumptive: '',
    definitive: '',
    treatment: 'Se suspende la medicación',
    prescriptions: [],
  },
];

const SHARES = Object.fromEntries(VISITS.map((v, i) => [String(i), v.share]));

/** `YYYY-MM-DD` `days` after a `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One consultation of a dog on `day` (its clinic's calendar day), weighing `weightKg`. */
export function dogVisit(rng: Random, date: Date, day: string, weightKg: number): ConsultationFields {
  const visit = VISITS[Number(rng.weighted(SHARES))];
  return {
    date,
    reason: visit.reason,
    anamnesis: '',
    weightKg,
    temperatureC: visit.sick ? rng.decimal(39.4, 40.3, 1) : rng.decimal(37.9, 39.1, 1),
    heartRate: rng.int(70, visit.sick ? 140 : 120),
    respiratoryRate: rng.int(16, 32),
    capillaryRefillS: rng.decimal(1, 2, 1),
    dehydrationPct: visit.sick ? rng.int(4, 7) : 0,
    bodyCondition: rng.int(4, 6),
    mucousMembranes: 'Rosadas',
    findings: visit.findings,
    presumptiveDiagnosis: visit.presumptive,
    definitiveDiagnosis: visit.definitive,
    treatment: visit.treatment,
    prescriptions: visit.prescriptions,
    nextCheck: visit.recheckDays ? addDays(day, visit.recheckDays) : null,
  };
}
