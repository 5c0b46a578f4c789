import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useListParams } from './useListParams';

function Probe() {
  const list = useListParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="buscar" value={list.input} onChange={(e) => list.setInput(e.target.value)} />
      <output data-testid="state">{`q=${list.q} page=${list.page}`}</output>
      <output data-testid="url">{location.search}</output>
      <button onClick={() => list.setPage(3)}>página 3</button>
      <button onClick={list.clear}>limpiar</button>
      <button onClick={() => navigate(-1)}>atrás</button>
    </>
  );
}

const renderAt = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/list" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
const state = () => screen.getByTestId('state').textContent;
const url = () => screen.getByTestId('url').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('reads the search and the page from the URL', () => {
  renderAt('/list?q=luna&page=4');
  expect(screen.getByLabelText('buscar')).toHaveValue('luna');
  expect(state()).toBe('q=luna page=4');
});

test('a bad page number reads as page 1', () => {
  renderAt('/list?page=-2');
  expect(state()).toBe('q= page=1');
});

test('typing reaches the URL after a 300 ms pause, back on page 1', () => {
  renderAt('/list?page=4');
  fireEvent.change(screen.getByLabelText('buscar'), { target: { value: 'lu' } });
  act(() => jest.advanceTimersByTime(200));
  fireEvent.change(screen.getByLabelText('buscar'), { target: { value: 'luna ' } });
  act(() => jest.advanceTimersByTime(299));
  expect(state()).toBe('q= page=4');
  act(() => jest.advanceTimersByTime(1));
  expect(state()).toBe('q=luna page=1');
  expect(url()).toBe('?q=luna');
});

test('a page change keeps the search, and back returns to the previous page', () => {
  renderAt('/list?q=luna');
  fireEvent.click(screen.getByText('página 3'));
  expect(url()).toBe('?q=luna&page=3');
  fireEvent.click(screen.getByText('atrás'));
  expect(state()).toBe('q=luna page=1');
  expect(screen.getByLabelText('buscar')).toHaveValue('luna');
});

test('clearing empties the box and the URL at once', () => {
  renderAt('/list?q=luna&page=2');
  fireEvent.click(screen.getByText('limpiar'));
  expect(screen.getByLabelText('buscar')).toHaveValue('');
  expect(url()).toBe('');
  act(() => jest.advanceTimersByTime(300));
  expect(url()).toBe('');
});
