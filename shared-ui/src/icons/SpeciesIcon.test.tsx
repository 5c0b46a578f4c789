import { render, screen } from '@testing-library/react';
import { SpeciesIcon, speciesKind } from './SpeciesIcon';
import { PawIcon, ScissorsIcon } from './icons';

it('knows dogs, cats, birds and rabbits by their Spanish and English names, case and accents ignored', () => {
  expect(['Canino', 'perro', 'Dog'].map(speciesKind)).toEqual(['dog', 'dog', 'dog']);
  expect(['Felino', 'CAT', 'gata'].map(speciesKind)).toEqual(['cat', 'cat', 'cat']);
  expect(['Ave', 'Pájaro', 'bird'].map(speciesKind)).toEqual(['bird', 'bird', 'bird']);
  expect(['Conejo', 'rabbit'].map(speciesKind)).toEqual(['rabbit', 'rabbit']);
  expect(['Reptil', 'Hurón', '', null, undefined].map(speciesKind)).toEqual([
    'other',
    'other',
    'other',
    'other',
    'other',
  ]);
});

it('draws each species as an SVG, a paw print for any other, with no character an emoji font would need', () => {
  const { container } = render(
    <>
      <SpeciesIcon species="Canino" />
      <SpeciesIcon species="Felino" />
      <SpeciesIcon species="Ave" />
      <SpeciesIcon species="Conejo" />
      <SpeciesIcon species="Reptil" />
      <ScissorsIcon />
    </>,
  );
  const drawn = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.icon);
  expect(drawn).toEqual(['dog', 'cat', 'bird', 'rabbit', 'paw', 'scissors']);
  expect(container).toHaveTextContent('');
  // Decorative unless named.
  expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6);
});

it('is named for screen readers when given a title', () => {
  render(<PawIcon title="Mascotas" size={20} />);
  const icon = screen.getByRole('img', { name: 'Mascotas' });
  expect(icon).toHaveAttribute('width', '20');
  expect(icon).not.toHaveAttribute('aria-hidden');
});
