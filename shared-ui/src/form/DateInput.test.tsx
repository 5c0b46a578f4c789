import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './DateInput';

function Controlled({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        aria-label="Fecha"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('2024-12-31')}>
        Recargar
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Fecha' });

it('typing 05/03/2026 sends 2026-03-05', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  expect(field()).not.toHaveAttribute('type', 'date');
  await userEvent.type(field(), '05/03/2026');
  expect(field()).toHaveValue('05/03/2026');
  expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
});

it('puts the slashes in for digits typed alone, and writes a short date in full when left', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  await userEvent.type(field(), '05032026');
  expect(field()).toHaveValue('05/03/2026');
  expect(onValue).toHaveBeenLastCalledWith('2026-03-05');

  await userEvent.clear(field());
  expect(onValue).toHaveBeenLastCalledWith('');
  await userEvent.type(field(), '5/3/2026');
  expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
  await userEvent.tab();
  expect(field()).toHaveValue('05/03/2026');
});

it('gives an unfinished or impossible date as typed, for the form to refuse', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  await userEvent.type(field(), '31/02/2026');
  expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
});

it('shows a stored day day first, and a value set from outside', async () => {
  render(<Controlled initial="2026-03-05" />);
  expect(field()).toHaveValue('05/03/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(field()).toHaveValue('31/12/2024');
});

/** A parent that holds whole days only, as the address holds a list's date filter, and empties it. */
function WholeDaysOnly() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateInput
        aria-label="Fecha"
        value={value}
        onChange={(next) => {
          if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpiar
      </button>
    </>
  );
}

it('shows what its parent holds: a text the parent did not take is not left in the field', async () => {
  render(<WholeDaysOnly />);
  await userEvent.click(field());
  await userEvent.paste('31/02/2026');
  expect(field()).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
  expect(field()).toHaveValue('');

  await userEvent.click(field());
  await userEvent.paste('05/03/2026');
  expect(field()).toHaveValue('05/03/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
  expect(field()).toHaveValue('');
});
