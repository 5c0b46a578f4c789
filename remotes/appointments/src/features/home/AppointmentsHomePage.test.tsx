import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/fixtures';
import AppointmentsHomePage from './AppointmentsHomePage';

test('shows the module’s name as the page’s heading, and what the page is for', () => {
  renderScreen(<AppointmentsHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Citas' })).toBeInTheDocument();
  expect(screen.getByText('Aquí irán las pantallas de este módulo.')).toBeInTheDocument();
});
