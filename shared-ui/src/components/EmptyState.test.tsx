import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { UnderConstruction } from './UnderConstruction';

describe('EmptyState', () => {
  it('shows the message and the action', () => {
    render(
      <EmptyState message="No hay propietarios" action={<button type="button">Nuevo Propietario</button>} />,
    );
    expect(screen.getByText('No hay propietarios')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo Propietario' })).toBeInTheDocument();
  });

  it('works without an action', () => {
    render(<EmptyState message="Sin resultados" description="Prueba con otro nombre." />);
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
    expect(screen.getByText('Prueba con otro nombre.')).toBeInTheDocument();
  });
});

describe('UnderConstruction', () => {
  it('says the section is under construction and leads home', () => {
    render(
      <MemoryRouter>
        <UnderConstruction title="Reportes" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeInTheDocument();
    expect(screen.getByText(/en construcción/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
