// The page frame every screen uses: what a vet sees while a list loads, when it fails, when there is
// nothing yet, while searching, and when a reload fails with the last page still shown.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ListParams } from '../paging/useListParams';
import type { ListPage } from '../paging/listPage';
import { ListFrame, type ListQueryState, type ListTexts } from './ListFrame';
import { LoadError } from './LoadError';
import { PageHeader } from './PageHeader';

const texts: ListTexts = {
  loading: 'Cargando propietarios...',
  loadFailed: 'No se pudieron cargar los propietarios',
  stale: 'No se pudo actualizar la lista de propietarios.',
  searchLabel: 'Buscar propietario',
  searchPlaceholder: 'Buscar por nombre o teléfono',
  noMatch: (q) => `Ningún propietario coincide con «${q}».`,
  count: (total, searching) =>
    `${total} ${total === 1 ? 'propietario' : 'propietarios'}${searching ? ' encontrados' : ''}`,
};

const list = (over: Partial<ListParams> = {}): ListParams => ({
  input: '',
  setInput: jest.fn(),
  q: '',
  page: 1,
  setPage: jest.fn(),
  clear: jest.fn(),
  ...over,
});

const page = (names: string[], total = names.length): ListPage<string> => ({
  items: names,
  total,
  page: 1,
  limit: 20,
});

const query = (over: Partial<ListQueryState<string>>): ListQueryState<string> => ({
  isLoading: false,
  isFetching: false,
  refetch: jest.fn(),
  ...over,
});

function frame(state: ListQueryState<string>, params = list()) {
  return render(
    <ListFrame query={state} list={params} texts={texts} empty={<p>No hay propietarios</p>}>
      {(result) => (
        <ul>
          {result.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListFrame>,
  );
}

describe('ListFrame', () => {
  it('shows a labelled skeleton while the first page loads', () => {
    frame(query({ isLoading: true, isFetching: true }));
    expect(screen.getByLabelText('Cargando propietarios...')).toHaveAttribute('aria-busy', 'true');
  });

  it('says what failed, with the server’s reason and «Reintentar»', () => {
    const refetch = jest.fn();
    frame(query({ error: { status: 500, data: { msg: 'Error interno del servidor' } }, refetch }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los propietarios');
    expect(alert).toHaveTextContent('Error interno del servidor');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the first-use state when there is nothing yet, without a search box', () => {
    frame(query({ data: page([]) }));
    expect(screen.getByText('No hay propietarios')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the search box, the count and the results', () => {
    const setInput = jest.fn();
    frame(query({ data: page(['Ana', 'Luis']) }), list({ setInput }));
    expect(screen.getByText('2 propietarios')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana', 'Luis']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar propietario' }), {
      target: { value: 'An' },
    });
    expect(setInput).toHaveBeenCalledWith('An');
  });

  it('says «Sin resultados» for a search that matches nothing, with «Limpiar búsqueda»', () => {
    const clear = jest.fn();
    frame(query({ data: page([]) }), list({ q: 'Zoe', input: 'Zoe', clear }));
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
    expect(screen.getByText('Ningún propietario coincide con «Zoe».')).toBeInTheDocument();
    expect(screen.getByText('0 propietarios encontrados')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('keeps the last page on screen when a reload fails, and says so', () => {
    frame(query({ data: page(['Ana']), error: { status: 'FETCH_ERROR', error: 'x' } }));
    expect(screen.getByText('No se pudo actualizar la lista de propietarios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
  });
});

describe('LoadError', () => {
  it('does not repeat the title as the reason, and has no button without a retry', () => {
    render(
      <LoadError
        title="Mascota no encontrada"
        error={{ status: 404, data: { msg: 'Mascota no encontrada' } }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mascota no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('×Mascota no encontrada');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers another way out beside «Reintentar»', () => {
    render(
      <LoadError
        title="Mascota no encontrada"
        onRetry={() => {}}
        action={<a href="/patients">Ver todas las mascotas</a>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las mascotas' })).toHaveAttribute('href', '/patients');
  });
});

describe('PageHeader', () => {
  it('has the page’s one h1, a back link and the actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Editar propietario"
          back={{ to: '/owners', label: 'Propietarios' }}
          actions={<button type="button">Guardar</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Editar propietario' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Propietarios' })).toHaveAttribute('href', '/owners');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
