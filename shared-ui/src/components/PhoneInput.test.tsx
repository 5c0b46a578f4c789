import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput } from './PhoneInput';
import { REGISTRATION_DIAL_CODES } from '../constants/locations';

function Controlled({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('PhoneInput', () => {
  it('keeps digits only and emits the default dial code (Colombia +57) joined to them', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    // The first render waits for the lazily loaded fields (until then a disabled stand-in of the same name).
    await screen.findByRole('combobox', { name: 'Código de país' });
    const number = screen.getByRole('textbox', { name: 'Número de teléfono' });
    await userEvent.type(number, '300 12a-34');
    expect(number).toHaveValue('3001234');
    expect(onValue).toHaveBeenLastCalledWith('+573001234');
    expect(screen.getByRole('combobox', { name: 'Código de país' }).closest('.ant-select')).toHaveTextContent(
      '+57',
    );
  });

  it('defaults to Venezuela +58 with the registration list', async () => {
    const onChange = jest.fn();
    render(<PhoneInput dialCodes={REGISTRATION_DIAL_CODES} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '4141234567');
    expect(onChange).toHaveBeenLastCalledWith('+584141234567');
  });

  it('splits a stored number into its dial code and digits', () => {
    render(<PhoneInput value="+1-8095551234" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox')).toHaveValue('5551234');
    expect(screen.getByRole('combobox').closest('.ant-select')).toHaveTextContent('+1-809');
  });

  it('changes the dial code from the list of countries', async () => {
    const onValue = jest.fn();
    render(<Controlled initial="+573001234" onValue={onValue} />);
    await userEvent.click(screen.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Colombia (+57)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Venezuela (+58)'));
    expect(onValue).toHaveBeenLastCalledWith('+583001234');
  });

  it('emits an empty value when the digits are cleared, so required rules apply', async () => {
    const onValue = jest.fn();
    render(<Controlled initial="+57300" onValue={onValue} />);
    await userEvent.clear(screen.getByRole('textbox'));
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});
