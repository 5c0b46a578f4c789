// The first render of a phone field, before its fields have loaded (a module registry of its own, so the
// lazy fields are not loaded yet): the stand-in is named as the field will be, so no form shows an
// unnamed input while it loads.
import { render, screen } from '@testing-library/react';
import { PhoneInput } from './PhoneInput';

describe('PhoneInput while its fields load', () => {
  it('shows a disabled stand-in with the field id and the number name, then the fields', async () => {
    render(
      <>
        <label htmlFor="owner-phone">Teléfono</label>
        <PhoneInput id="owner-phone" onChange={jest.fn()} />
      </>,
    );
    const standIn = screen.getByRole('textbox', { name: 'Número de teléfono' });
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute('id', 'owner-phone');

    await screen.findByRole('combobox', { name: 'Código de país' });
    const number = screen.getByRole('textbox', { name: 'Número de teléfono' });
    expect(number).toBeEnabled();
    expect(number).toHaveAttribute('id', 'owner-phone');
  });
});
