import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput } from './NumberInput';

function Controlled({
  initial = null,
  onValue,
  minDecimals,
}: {
  initial?: number | null;
  onValue?: (value: number | null) => void;
  minDecimals?: number;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput
        aria-label="Valor"
        value={value}
        minDecimals={minDecimals}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button">Otro campo</button>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Valor' });

it('stores 5.4 when the vet types «5,4», and keeps showing «5,4»', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  await userEvent.type(field(), '5,4');
  expect(field()).toHaveValue('5,4');
  expect(onValue).toHaveBeenLastCalledWith(5.4);
  await userEvent.click(screen.getByRole('button', { name: 'Otro campo' }));
  expect(field()).toHaveValue('5,4');
});

it('shows a stored value with a decimal comma and thousand dots', () => {
  render(<Controlled initial={17000.5} />);
  expect(field()).toHaveValue('17.000,5');
});

it('reads thousand dots, and a keypad dot as the decimal point', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  await userEvent.type(field(), '12.000');
  expect(onValue).toHaveBeenLastCalledWith(12000);
  await userEvent.click(screen.getByRole('button', { name: 'Otro campo' }));
  expect(field()).toHaveValue('12.000');

  await userEvent.clear(field());
  await userEvent.type(field(), '6.5');
  expect(onValue).toHaveBeenLastCalledWith(6.5);
  await userEvent.click(screen.getByRole('button', { name: 'Otro campo' }));
  expect(field()).toHaveValue('6,5');
});

it('shows money with its two decimals once the vet leaves the field', async () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} minDecimals={2} />);
  await userEvent.type(field(), '12,5');
  expect(onValue).toHaveBeenLastCalledWith(12.5);
  await userEvent.click(screen.getByRole('button', { name: 'Otro campo' }));
  expect(field()).toHaveValue('12,50');
});

it('stores nothing once emptied', async () => {
  const onValue = jest.fn();
  render(<Controlled initial={3} onValue={onValue} />);
  await userEvent.clear(field());
  expect(onValue).toHaveBeenLastCalledWith(null);
});
