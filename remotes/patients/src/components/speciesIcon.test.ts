import { DEFAULT_SPECIES_ICON, speciesIcon } from './speciesIcon';

test('dog, cat, bird and rabbit names map to their emoji, in Spanish and English', () => {
  expect(speciesIcon('Canino')).toBe('🐶');
  expect(speciesIcon('perro')).toBe('🐶');
  expect(speciesIcon('Dog')).toBe('🐶');
  expect(speciesIcon('Felino')).toBe('🐱');
  expect(speciesIcon('CAT')).toBe('🐱');
  expect(speciesIcon('Ave')).toBe('🐦');
  expect(speciesIcon('Pájaro')).toBe('🐦');
  expect(speciesIcon('bird')).toBe('🐦');
  expect(speciesIcon('Conejo')).toBe('🐰');
  expect(speciesIcon('rabbit')).toBe('🐰');
});

test('other species and missing values get the paw print', () => {
  expect(speciesIcon('Reptil')).toBe(DEFAULT_SPECIES_ICON);
  expect(speciesIcon('Hurón')).toBe(DEFAULT_SPECIES_ICON);
  expect(speciesIcon(null)).toBe(DEFAULT_SPECIES_ICON);
});
