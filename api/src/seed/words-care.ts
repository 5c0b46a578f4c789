// Hematology results and grooming services as a Venezuelan clinic records them.
import { SERVICES } from '../grooming/schemas.js';
import { lines } from './lists.js';
import type { Random } from './random.js';

const HEMOTROPICOS = lines(`
  No se observan hemotrópicos
  Se observan mórulas compatibles con Ehrlichia spp.
  Se observan inclusiones compatibles con Anaplasma platys
  Se observan piroplasmas compatibles con Babesia spp.
  Mycoplasma haemofelis en frotis
  Negativo a hemoparásitos
`);

const OBSERVACIONES = lines(`
  Muestra ligeramente hemolizada
  Leve trombocitopenia
  Anisocitosis moderada, policromasia leve
  Neutrofilia compatible con proceso infeccioso
  Eosinofilia: descartar parasitosis
  Linfopenia por estrés
  Agregados plaquetarios en el frotis
  Paciente en ayunas, muestra lipémica
`);

/** One exam's values: measures as decimal text (numeric columns), counters summing to 100. */
export function examValues(rng: Random, species: string) {
  const cat = species === 'Felino';
  const counts = {
    band: rng.int(0, 3),
    lymph: rng.int(12, 35),
    mono: rng.int(1, 8),
    baso: rng.int(0, 1),
    retic: rng.int(0, 2),
    eos: rng.int(1, 9),
    nrbc: rng.int(0, 2),
  };
  const others = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    hematocrit: rng.decimal(cat ? 24 : 30, cat ? 48 : 58, 1).toFixed(1),
    whiteBloodCells: rng.decimal(4, 26, 1).toFixed(1),
    totalProtein: rng.decimal(5, 8.8, 1).toFixed(1),
    platelets: String(rng.int(cat ? 150 : 120, cat ? 600 : 520)),
    segmented: 100 - others,
    ...counts,
    hemotropico: rng.chance(0.45) ? rng.pick(HEMOTROPICOS) : '',
    observacion: rng.chance(0.3) ? rng.pick(OBSERVACIONES) : '',
  };
}

const CUTS = lines(`
  Corte tipo cachorro
  Corte de raza
  Corte a máquina N° 7
  Rapado higiénico
  Corte a tijera
  Corte de verano
`);
const BATHS = lines(`
  Baño con champú hipoalergénico
  Baño medicado con clorhexidina
  Baño antipulgas
  Baño con champú para pelo blanco
  Baño con acondicionador
`);
const EXTRAS = lines(`
  corte de uñas
  limpieza de oídos
  vaciado de glándulas anales
  deslanado
  perfume y lazo
  cepillado de dientes
  corte de almohadillas
`);
const OBSERVATIONS = lines(`
  Nervioso con el secador
  Otitis leve: se recomienda consulta
  Se encontraron pulgas, se aplicó tratamiento
  Piel irritada en zona lumbar
  Muy tranquila durante el servicio
  Nudos severos, se recomendó cepillado diario
  Llegó con garrapatas
`);

// Cents, so the price is exact: [min, max] of each service.
const PRICE_CENTS: Record<(typeof SERVICES)[number], [number, number]> = {
  Corte: [1000, 2500],
  Baño: [800, 2000],
  'Corte y Baño': [1500, 4000],
};

export function groomingValues(rng: Random) {
  const service = rng.pick(SERVICES);
  const parts = [
    ...(service === 'Baño' ? [] : [rng.pick(CUTS)]),
    ...(service === 'Corte' ? [] : [rng.pick(BATHS)]),
    ...(rng.chance(0.7) ? [rng.pick(EXTRAS)] : []),
    ...(rng.chance(0.3) ? [rng.pick(EXTRAS)] : []),
  ];
  const [min, max] = PRICE_CENTS[service];
  const cents = Math.round(rng.int(min, max) / 50) * 50;
  return {
    service,
    specifications: [...new Set(parts)].join(', '),
    observations: rng.chance(0.25) ? rng.pick(OBSERVATIONS) : '',
    cost: (cents / 100).toFixed(2),
    paymentType: rng.weighted({ Efectivo: 35, 'Pago Movil': 35, Zelle: 25, Otro: 5 }),
  };
}

// Bolívares per USD (after the 2021 redenomination), roughly as the BCV published them; in between,
// a straight line. Before October 2021 no rate is recorded.
const RATES: [string, number][] = [
  ['2021-10-01', 4.18],
  ['2022-07-01', 5.8],
  ['2023-01-01', 17.5],
  ['2023-07-01', 28],
  ['2024-01-01', 35.9],
  ['2024-07-01', 36.5],
  ['2025-01-01', 52],
  ['2025-07-01', 110],
];
const RATE_POINTS = RATES.map(([day, rate]) => [Date.parse(`${day}T00:00:00Z`), rate] as const);

export function exchangeRate(rng: Random, at: Date, paymentType: string): string | null {
  const t = at.getTime();
  if (t < RATE_POINTS[0][0] || !rng.chance(paymentType === 'Pago Movil' ? 0.95 : 0.4)) return null;
  const next = RATE_POINTS.findIndex(([when]) => when > t);
  if (next === -1) return RATE_POINTS[RATE_POINTS.length - 1][1].toFixed(4);
  const [t0, r0] = RATE_POINTS[next - 1];
  const [t1, r1] = RATE_POINTS[next];
  return (r0 + ((r1 - r0) * (t - t0)) / (t1 - t0)).toFixed(4);
}
