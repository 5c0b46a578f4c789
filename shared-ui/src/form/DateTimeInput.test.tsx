import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { DateTimeInput } from './DateTimeInput';

function Controlled({
  initial = null,
  onValue,
}: {
  initial?: Dayjs | null;
  onValue?: (v: Dayjs | null) => void;
}) {
  const [value, setValue] = useState<Dayjs | null>(initial);
  return (
    <DateTimeInput
      aria-label="Fecha"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Fecha' });

it('shows the date and time day first, 24-hour', () => {
  render(<Controlled initial={dayjs(new Date(2026, 2, 5, 14, 30))} />);
  expect(field()).toHaveValue('05/03/2026 14:30');
  expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
});

it('reads a date and time typed day first: 05/03/2026 14:30 is the 5th of March', () => {
  const onValue = jest.fn();
  render(<Controlled onValue={onValue} />);
  fireEvent.mouseDown(field());
  fireEvent.change(field(), { target: { value: '05/03/2026 14:30' } });
  fireEvent.keyDown(field(), { key: 'Enter', code: 'Enter' });
  const value = onValue.mock.lastCall?.[0] as Dayjs;
  expect(value.format('YYYY-MM-DD HH:mm')).toBe('2026-03-05 14:30');
});
