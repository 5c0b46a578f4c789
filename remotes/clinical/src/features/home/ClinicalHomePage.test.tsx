import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/fixtures';
import ClinicalHomePage from './ClinicalHomePage';

test('shows the module’s name as the page’s heading, and what the page is for', () => {
  renderScreen(<ClinicalHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Consultas' })).toBeInTheDocument();
  expect(screen.getByText('Aquí irán las pantallas de este módulo.')).toBeInTheDocument();
});
