import { render, screen } from '@testing-library/react';
import { Panel } from '../../panel';

describe('Panel', () => {
  it('shows the heading row, the content and the footer', () => {
    render(
      <Panel title="Canela" extra={<strong>25,00 USD</strong>} footer={<button type="button">Editar</button>}>
        <p>Baño y corte</p>
      </Panel>,
    );
    expect(screen.getByText('Canela')).toHaveClass('vet-panel__title');
    expect(screen.getByText('25,00 USD').parentElement).toHaveClass('vet-panel__extra');
    expect(screen.getByText('Baño y corte').parentElement).toHaveClass('vet-panel__body');
    expect(screen.getByRole('button', { name: 'Editar' }).parentElement).toHaveClass('vet-panel__footer');
  });

  it('without a title or a footer shows only the content', () => {
    const { container } = render(<Panel>Total</Panel>);
    expect(container.querySelector('.vet-panel__head')).toBeNull();
    expect(container.querySelector('.vet-panel__footer')).toBeNull();
    expect(container.firstChild).toHaveTextContent('Total');
  });

  it('passes its attributes on, so a loading panel says so', () => {
    render(
      <Panel size="small" className="pet-count" aria-busy="true" aria-label="Cargando..." data-testid="panel">
        …
      </Panel>,
    );
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveClass('vet-panel', 'vet-panel--small', 'pet-count');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(panel).toHaveAccessibleName('Cargando...');
  });
});
