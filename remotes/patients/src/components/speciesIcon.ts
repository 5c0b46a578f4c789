// Dog, cat, bird and rabbit names, Spanish and English, map to an emoji; any other species gets a paw
// print (docs/product/pets.md#species-icons).
import { normalizeSearchText } from '@vet/shared-ui';

const GROUPS: ReadonlyArray<{ icon: string; names: readonly string[] }> = [
  { icon: '🐶', names: ['canino', 'canina', 'perro', 'perra', 'dog', 'canine'] },
  { icon: '🐱', names: ['felino', 'felina', 'gato', 'gata', 'cat', 'feline'] },
  { icon: '🐦', names: ['ave', 'pajaro', 'bird'] },
  { icon: '🐰', names: ['conejo', 'coneja', 'rabbit', 'bunny'] },
];

export const DEFAULT_SPECIES_ICON = '🐾';

export function speciesIcon(species: string | null | undefined): string {
  const name = normalizeSearchText(species);
  return GROUPS.find((group) => group.names.includes(name))?.icon ?? DEFAULT_SPECIES_ICON;
}
