import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/fixtures';
import ReportsHomePage from './ReportsHomePage';

test('shows the module’s name as the page’s heading, and what the page is for', () => {
  renderScreen(<ReportsHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeInTheDocument();
  expect(screen.getByText('Aquí irán las pantallas de este módulo.')).toBeInTheDocument();
});
