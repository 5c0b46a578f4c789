// Pets of every species the product lists (patients/schemas.ts), with breeds, weights and ages that
// fit the species.
import { SPECIES } from '../patients/schemas.js';
import { lines, words } from './lists.js';
import type { Random } from './random.js';

export type Species = (typeof SPECIES)[number];

const PET_NAMES = words(`
  Luna Max Rocky Canela Toby Nieve Pelusa Bruno Chispa Coco Kiara Simón Manchas Pirata Dulce Negrita
  Tommy Lola Zeus Perla Frijol Bigotes Mía Oreo Pepa Panchito Ñoño Príncipe Azúcar Tobías Menta Lucas
  Mañanita Pelusín Chocolate Güera Catira Rayo Tití Paco Morrocoy Flor Tequeño Arepa Cachito Rufo
  Kira Thor Maya Bombón Pimienta Ámbar Cielo Gordo Tigre Mimí Sol Copito Chiquito Baloo Sasha Bella
`);

// Each species: how common it is among the clinic's pets, its breeds, weight (kg) and age span (years).
const PROFILES: Record<Species, { share: number; breeds: string[]; kg: [number, number]; years: number }> = {
  Canino: {
    share: 52,
    kg: [2, 42],
    years: 14,
    breeds: lines(`
      Mestizo
      Poodle
      Golden Retriever
      Labrador
      Pastor Alemán
      Schnauzer
      Yorkshire Terrier
      Shih Tzu
      Pinscher
      Rottweiler
      Chihuahua
      Beagle
      Cocker Spaniel
      Husky Siberiano
      Dachshund
    `),
  },
  Felino: {
    share: 30,
    kg: [2.5, 7],
    years: 16,
    breeds: lines(`
      Mestizo
      Siamés
      Persa
      Angora
      Maine Coon
      Bengalí
    `),
  },
  Conejo: { share: 4, kg: [1, 5], years: 8, breeds: lines('Cabeza de León\nBelier\nRex\nHolandés enano') },
  Ave: {
    share: 4,
    kg: [0.03, 0.9],
    years: 12,
    breeds: lines('Periquito australiano\nLoro real\nCanario\nAgapornis'),
  },
  Reptil: { share: 3, kg: [0.1, 6], years: 20, breeds: lines('Morrocoy\nIguana verde\nGecko leopardo') },
  Roedor: { share: 4, kg: [0.1, 1.1], years: 4, breeds: lines('Hámster sirio\nCobayo\nChinchilla') },
  Hurón: { share: 2, kg: [0.7, 2], years: 8, breeds: lines('Estándar\nAlbino') },
  Otro: { share: 1, kg: [0.3, 60], years: 10, breeds: lines('Erizo africano\nMini pig') },
};

const SHARES = Object.fromEntries(SPECIES.map((s) => [s, PROFILES[s].share])) as Record<Species, number>;

export interface PetTraits {
  name: string;
  species: Species;
  breed: string;
  sex: 'Macho' | 'Hembra';
  /** kg as decimal text (numeric column), or null when not weighed. */
  weight: string | null;
  /** Age in days when registered. */
  ageDays: number;
}

// Dogs differ the most by breed: a Yorkshire is not weighed like a Rottweiler.
const SMALL_DOGS = new Set(['Poodle', 'Yorkshire Terrier', 'Shih Tzu', 'Pinscher', 'Chihuahua', 'Dachshund']);
const LARGE_DOGS = new Set([
  'Golden Retriever',
  'Labrador',
  'Pastor Alemán',
  'Rottweiler',
  'Husky Siberiano',
]);

function weightRange(species: Species, breed: string): [number, number] {
  if (species !== 'Canino') return PROFILES[species].kg;
  if (SMALL_DOGS.has(breed)) return [1.8, 9];
  if (LARGE_DOGS.has(breed)) return [20, 45];
  return [6, 25];
}

export function pet(rng: Random): PetTraits {
  const species = rng.weighted(SHARES);
  const profile = PROFILES[species];
  const breed = rng.chance(0.9) ? rng.pick(profile.breeds) : '';
  const [min, max] = weightRange(species, breed);
  const decimals = max < 1 ? 2 : 1;
  return {
    name: rng.pick(PET_NAMES),
    species,
    breed,
    sex: rng.chance(0.5) ? 'Macho' : 'Hembra',
    weight: rng.chance(0.9) ? rng.decimal(min, max, decimals).toFixed(decimals) : null,
    ageDays: rng.int(60, Math.round(profile.years * 365 * 0.8)),
  };
}

/** How likely a pet of this species is to come for grooming (relative). */
export const GROOMING_SHARE: Record<Species, number> = {
  Canino: 10,
  Felino: 3,
  Conejo: 1,
  Ave: 0,
  Reptil: 0,
  Roedor: 0.3,
  Hurón: 1,
  Otro: 0.3,
};
