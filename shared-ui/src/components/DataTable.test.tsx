import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from '../../table';

interface Service {
  id: string;
  pet: string;
  notes: string;
  cost: string;
}

const services: Service[] = [
  { id: 's1', pet: 'Canela', notes: 'Corte con tijera, sin perfume', cost: '25,00 USD' },
  { id: 's2', pet: 'Rocky', notes: 'Baño medicado', cost: '18,50 USD' },
];

const columns: DataColumn<Service>[] = [
  { key: 'pet', title: 'Paciente', render: (s) => <a href={`/patients/${s.id}`}>{s.pet}</a> },
  { key: 'notes', title: 'Especificaciones', ellipsis: true, render: (s) => s.notes },
  { key: 'cost', title: 'Costo', align: 'right', wideScreensOnly: true, render: (s) => s.cost },
  {
    key: 'actions',
    title: 'Acciones',
    width: 180,
    render: (s) => <button type="button">Editar {s.pet}</button>,
  },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows a header row and one row per record, each cell from its column', () => {
    render(<DataTable rows={services} rowKey={(s) => s.id} columns={columns} />);
    const [header, ...rows] = screen.getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Paciente', 'Especificaciones', 'Costo', 'Acciones']);
    expect(rows.map(cellTexts)).toEqual([
      ['Canela', 'Corte con tijera, sin perfume', '25,00 USD', 'Editar Canela'],
      ['Rocky', 'Baño medicado', '18,50 USD', 'Editar Rocky'],
    ]);
    expect(rows[0]).toHaveAttribute('data-row-key', 's1');
    expect(within(rows[1]).getByRole('link', { name: 'Rocky' })).toHaveAttribute('href', '/patients/s2');
  });

  it('cuts long text to one line and keeps it whole in a tooltip, and aligns and sizes columns', () => {
    render(<DataTable rows={services} rowKey={(s) => s.id} columns={columns} />);
    expect(screen.getByRole('table')).toHaveClass('vet-table__table--fixed');
    const notes = screen.getByRole('cell', { name: 'Corte con tijera, sin perfume' });
    expect(notes).toHaveClass('vet-table__cell--ellipsis');
    expect(notes).toHaveAttribute('title', 'Corte con tijera, sin perfume');
    expect(screen.getByRole('cell', { name: '25,00 USD' })).toHaveClass(
      'vet-table__cell--right',
      'vet-table__cell--wide',
    );
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toHaveStyle({ width: '180px' });
  });

  it('without ellipsis columns lays out automatically', () => {
    const plain = columns.filter((column) => !column.ellipsis);
    render(<DataTable rows={services} rowKey={(s) => s.id} columns={plain} />);
    expect(screen.getByRole('table')).not.toHaveClass('vet-table__table--fixed');
    expect(screen.getByRole('cell', { name: 'Canela' })).not.toHaveAttribute('title');
  });

  it('pages through antd Pagination', async () => {
    const onChange = jest.fn();
    render(
      <DataTable
        rows={services}
        rowKey={(s) => s.id}
        columns={columns}
        pagination={{
          current: 1,
          pageSize: 2,
          total: 5,
          showTotal: (total) => `${total} servicios`,
          onChange,
        }}
      />,
    );
    expect(screen.getByText('5 servicios')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('marks the sides of a sideways-scrolling table that hide columns', () => {
    const { container } = render(
      <DataTable rows={services} rowKey={(s) => s.id} columns={columns} minWidth={900} />,
    );
    expect(screen.getByRole('table')).toHaveStyle({ minWidth: '900px' });
    const frame = container.querySelector('.vet-table__frame') as HTMLElement;
    const box = container.querySelector('.vet-table__scroll') as HTMLElement;
    // jsdom lays nothing out: the box's sizes are given as a 600 px box showing a 900 px table.
    Object.defineProperty(box, 'clientWidth', { value: 600 });
    Object.defineProperty(box, 'scrollWidth', { value: 900 });
    box.scrollLeft = 0;
    box.dispatchEvent(new Event('scroll'));
    expect(frame).toHaveAttribute('data-more-right');
    expect(frame).not.toHaveAttribute('data-more-left');
    box.scrollLeft = 150;
    box.dispatchEvent(new Event('scroll'));
    expect(frame).toHaveAttribute('data-more-right');
    expect(frame).toHaveAttribute('data-more-left');
    box.scrollLeft = 300;
    box.dispatchEvent(new Event('scroll'));
    expect(frame).not.toHaveAttribute('data-more-right');
    expect(frame).toHaveAttribute('data-more-left');
  });

  it('puts a table that hides columns in the tab order, a named region, and takes it out once it fits', () => {
    const { container } = render(
      <DataTable rows={services} rowKey={(s) => s.id} columns={columns} minWidth={900} label="Servicios" />,
    );
    const box = container.querySelector('.vet-table__scroll') as HTMLElement;
    expect(screen.getByRole('region', { name: 'Servicios' })).toBe(box);
    // Nothing hidden yet (jsdom lays nothing out): not a tab stop.
    expect(box).not.toHaveAttribute('tabindex');
    Object.defineProperty(box, 'clientWidth', { value: 600, configurable: true });
    Object.defineProperty(box, 'scrollWidth', { value: 900, configurable: true });
    box.dispatchEvent(new Event('scroll'));
    expect(box).toHaveAttribute('tabindex', '0');
    Object.defineProperty(box, 'clientWidth', { value: 900 });
    box.dispatchEvent(new Event('scroll'));
    expect(box).not.toHaveAttribute('tabindex');
  });

  it('looks again when the table itself grows, as another page of longer rows can make it', () => {
    const observed: Element[] = [];
    let resized = () => {};
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { container } = render(
        <DataTable rows={services} rowKey={(s) => s.id} columns={columns} minWidth={900} />,
      );
      const frame = container.querySelector('.vet-table__frame') as HTMLElement;
      const box = container.querySelector('.vet-table__scroll') as HTMLElement;
      expect(observed).toEqual([box, screen.getByRole('table')]);
      expect(frame).not.toHaveAttribute('data-more-right');
      Object.defineProperty(box, 'clientWidth', { value: 600 });
      Object.defineProperty(box, 'scrollWidth', { value: 900 });
      resized();
      expect(frame).toHaveAttribute('data-more-right');
    } finally {
      window.ResizeObserver = original;
    }
  });
});
