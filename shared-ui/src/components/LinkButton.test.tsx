import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LinkButton } from './LinkButton';

test('is a real link that navigates inside the app', async () => {
  render(
    <MemoryRouter initialEntries={['/owners']}>
      <Routes>
        <Route path="/owners" element={<LinkButton to="/owners/new">Nuevo propietario</LinkButton>} />
        <Route path="/owners/new" element={<p>Formulario</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Nuevo propietario' });
  expect(link).toHaveAttribute('href', '/owners/new');
  await userEvent.click(link);
  expect(await screen.findByText('Formulario')).toBeInTheDocument();
});
