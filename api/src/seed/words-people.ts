// Venezuelan owners: names with their accents, mobile and landline numbers as the owner form stores
// them (dial code joined to the digits: "+584121234567"), addresses across the country.
import { lines, words } from './lists.js';
import type { Random } from './random.js';

const FIRST_NAMES = words(`
  José María Luis Ana Carlos Carmen Jesús Rosa Andrés Mónica Ramón Inés
  Héctor Lucía Germán Sofía Julián Verónica Óscar Bárbara Rubén Mariángel Darío Nélida
  Simón Begoña Martín Daniela Adrián Valentina Joaquín Gabriela Sebastián Andreína Tomás Yolimar
  Nicolás Beatriz Íñigo Milagros Rafael Yelitza Ángel Zuleima Ramiro Maite Efraín Marisol
  Moisés Fabiola Elías Yusmary Iván Génesis Leonardo Dayana Néstor Ágata
`);

const SURNAMES = words(`
  Pérez González Rodríguez Hernández Martínez García López Díaz Sánchez Ramírez Peña Gómez
  Muñoz Suárez Márquez Briceño Zambrano Albarrán Quintero Chacón Rondón Guzmán Maldonado Méndez
  Núñez Fernández Báez Rincón Uzcátegui Peñaloza Ávila Contreras Villegas Carrasquero Gutiérrez Marín
  Ordóñez Vásquez Mújica Lárez Toro Castillo Belandria Dávila
`);

const STREETS = lines(`
  Av. Las Américas
  Calle Bolívar
  Av. Francisco de Miranda
  Carrera 19 con calle 25
  Urb. El Paraíso
  Sector La Pedregosa
  Av. Andrés Bello
  Calle Páez
  Av. Los Próceres
  Urb. La Trigaleña
  Av. Universidad
  Calle Sucre
  Urb. Santa Mónica
  Av. 5 de Julio
`);

const BUILDINGS = lines(`
  casa N° 12
  Edif. Los Próceres, piso 4, apto 4-B
  Qta. María Elena
  Res. El Ávila, torre B
  casa N° 3-45
  Edif. Caroní, piso 2, apto 21
  local 5
  Qta. Mi Refugio
`);

const CITIES = lines(`
  Mérida, Mérida
  Caracas, Distrito Capital
  Maracaibo, Zulia
  Valencia, Carabobo
  Barquisimeto, Lara
  San Cristóbal, Táchira
  Maracay, Aragua
  Puerto La Cruz, Anzoátegui
  Ciudad Bolívar, Bolívar
  Barinas, Barinas
  Cumaná, Sucre
  Porlamar, Nueva Esparta
`);

const MOBILE_PREFIXES = ['412', '414', '416', '424', '426'] as const;
const AREA_CODES = ['212', '274', '261', '241', '251', '276', '243'] as const;
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com', 'cantv.net'] as const;

export interface Person {
  name: string;
  contact: string;
  email: string;
  address: string;
}

/** "José Pérez" → "jose.perez": e-mail addresses carry no accents. */
function mailbox(first: string, last: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return `${ascii(first)}.${ascii(last)}`;
}

export function person(rng: Random): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  const name = rng.chance(0.35) ? `${first} ${last} ${rng.pick(SURNAMES)}` : `${first} ${last}`;
  const contact = rng.chance(0.93)
    ? `+58${rng.pick(MOBILE_PREFIXES)}${rng.digits(7)}`
    : `+58${rng.pick(AREA_CODES)}${rng.digits(7)}`;
  const email = rng.chance(0.65)
    ? `${mailbox(first, last)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(MAIL_DOMAINS)}`
    : '';
  const address = rng.chance(0.85) ? `${rng.pick(STREETS)}, ${rng.pick(BUILDINGS)}, ${rng.pick(CITIES)}` : '';
  return { name, contact, email, address };
}

/** The vet created when --vet names no account yet. */
export function vetProfile(rng: Random) {
  return {
    name: rng.pick(FIRST_NAMES),
    lastName: rng.pick(SURNAMES),
    whatsapp: `+58${rng.pick(MOBILE_PREFIXES)}${rng.digits(7)}`,
    ci: `V-${rng.int(8_000_000, 28_000_000)}`,
    cmv: String(rng.int(1000, 9999)),
    estado: 'Mérida',
    runsai: '',
    msds: '',
    somevepa: '',
  };
}

/** Colleagues who refer pets ("M.V. Luis Carrera"). */
export function colleague(rng: Random): string {
  return `M.V. ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
}
