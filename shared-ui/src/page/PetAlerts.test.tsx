import { render, screen } from '@testing-library/react';
import { PetAlerts } from './PetAlerts';

test('shows the allergies and the chronic conditions under one named banner', () => {
  render(<PetAlerts pet={{ allergies: 'Penicilina', chronicConditions: 'Diabetes mellitus' }} />);
  const banner = screen.getByRole('note', { name: 'Alertas de la mascota' });
  expect(banner).toHaveTextContent('Alergias: Penicilina');
  expect(banner).toHaveTextContent('Condiciones crónicas: Diabetes mellitus');
});

test('shows only what the pet has', () => {
  render(<PetAlerts pet={{ allergies: '', chronicConditions: 'Insuficiencia renal crónica' }} />);
  const banner = screen.getByRole('note', { name: 'Alertas de la mascota' });
  expect(banner).not.toHaveTextContent('Alergias');
  expect(banner).toHaveTextContent('Condiciones crónicas: Insuficiencia renal crónica');
});

test('draws nothing for a pet without alerts, or from an API that does not send them', () => {
  const { container, rerender } = render(<PetAlerts pet={{ allergies: ' ', chronicConditions: '' }} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<PetAlerts pet={{}} />);
  expect(container).toBeEmptyDOMElement();
});
