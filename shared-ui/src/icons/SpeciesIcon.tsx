// A pet's species as a picture (docs/product/pets.md#species-icons): dog, cat, bird and rabbit names,
// Spanish or English, case and accents ignored, have their own; any other species gets a paw print.
import { normalizeSearchText } from '../search/searchText';
import { BirdIcon, CatIcon, DogIcon, PawIcon, RabbitIcon, type IconProps } from './icons';

export type SpeciesKind = 'dog' | 'cat' | 'bird' | 'rabbit' | 'other';

const KINDS: ReadonlyArray<{ kind: SpeciesKind; names: readonly string[] }> = [
  { kind: 'dog', names: ['canino', 'canina', 'perro', 'perra', 'dog', 'canine'] },
  { kind: 'cat', names: ['felino', 'felina', 'gato', 'gata', 'cat', 'feline'] },
  { kind: 'bird', names: ['ave', 'pajaro', 'bird'] },
  { kind: 'rabbit', names: ['conejo', 'coneja', 'rabbit', 'bunny'] },
];

/** speciesKind('Canino') → 'dog'; speciesKind('Reptil') → 'other'. */
export function speciesKind(species: string | null | undefined): SpeciesKind {
  const name = normalizeSearchText(species);
  return KINDS.find((entry) => entry.names.includes(name))?.kind ?? 'other';
}

const ICONS = { dog: DogIcon, cat: CatIcon, bird: BirdIcon, rabbit: RabbitIcon, other: PawIcon } as const;

export function SpeciesIcon({ species, ...props }: IconProps & { species: string | null | undefined }) {
  const Picture = ICONS[speciesKind(species)];
  return <Picture {...props} />;
}
