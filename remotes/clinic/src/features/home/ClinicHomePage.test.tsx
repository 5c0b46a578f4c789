import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/fixtures';
import ClinicHomePage from './ClinicHomePage';

test('shows the module’s name as the page’s heading, and what the page is for', () => {
  renderScreen(<ClinicHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Clínica' })).toBeInTheDocument();
  expect(screen.getByText('Aquí irán las pantallas de este módulo.')).toBeInTheDocument();
});
