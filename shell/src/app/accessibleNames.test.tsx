// antd's controls named in Spanish, as a screen reader reads them: the number steppers, the pager's
// arrows and jumps, a search box's clear button, and no icon named in English.
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Input, InputNumber, Pagination } from 'antd';
import { antdLocale } from './locale';
import { watchAccessibleNames } from './accessibleNames';

let stop: () => void;
beforeEach(() => {
  stop = watchAccessibleNames();
});
afterEach(() => stop());

const inSpanish = (children: React.ReactNode) => (
  <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>
);

test('the step handles of a number field are «Aumentar» and «Disminuir»', async () => {
  render(inSpanish(<InputNumber aria-label="Costo" />));
  expect(await screen.findByRole('button', { name: 'Aumentar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Disminuir' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Value/ })).not.toBeInTheDocument();
});

test('the pager’s arrows and jumps take the Spanish names of the locale, its icons are hidden', async () => {
  render(inSpanish(<Pagination total={500} current={10} pageSize={20} />));
  expect(await screen.findByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  // «•••» alone otherwise: a link without an address, named by its label.
  expect(screen.getByLabelText('5 páginas previas', { selector: 'a' })).toBeInTheDocument();
  expect(screen.getByLabelText('5 páginas siguientes', { selector: 'a' })).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /left|right/ })).not.toBeInTheDocument();
});

test('a pager drawn later, and a search box’s clear button, are named too', async () => {
  const { rerender } = render(inSpanish(<div />));
  rerender(
    inSpanish(
      <>
        <Input aria-label="Buscar propietario" allowClear defaultValue="Ana" />
        <Pagination total={100} />
      </>,
    ),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
