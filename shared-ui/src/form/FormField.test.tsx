import { render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { setupUser } from '../../testing/setupUser';
import { SelectField } from './ChoiceField';
import { FormField } from './FormField';
import { NumberInput } from './NumberInput';

interface Values {
  name: string;
  species: string;
  weight: number | null;
}

// Every field is wrong while it is empty.
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Escribe el nombre' };
  if (!values.species) errors.species = { type: 'required', message: 'Elige la especie' };
  if (values.weight === null) errors.weight = { type: 'required', message: 'Escribe el peso' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function PetForm({ initial, onValues }: { initial: Values; onValues: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ resolver, defaultValues: initial });
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit(onValues)} noValidate>
        <FormField control={control} name="name" label="Nombre" required extra="Como lo llama su familia">
          {(field) => <Input {...field} />}
        </FormField>
        <SelectField
          control={control}
          name="species"
          label="Especie"
          required
          options={['Perro', 'Gato']}
          placeholder="Selecciona la especie"
        />
        <FormField control={control} name="weight" label="Peso" required extra="En kilos">
          {(field) => (
            <NumberInput
              id={field.id}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              status={field.status}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
            />
          )}
        </FormField>
        <button type="submit">Guardar</button>
      </form>
    </Form>
  );
}

const idsOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ');

it('describes the input by its extra text, then by its message once refused', async () => {
  const user = setupUser();
  const onValues = jest.fn();
  render(<PetForm initial={{ name: '', species: 'Perro', weight: 4 }} onValues={onValues} />);

  const name = screen.getByLabelText('Nombre');
  expect(idsOf(name)).toHaveLength(1);
  expect(document.getElementById(idsOf(name)[0])).toHaveTextContent('Como lo llama su familia');
  expect(name).toHaveAccessibleDescription('Como lo llama su familia');
  // A field with neither is described by nothing.
  expect(screen.getByRole('combobox', { name: 'Especie' })).not.toHaveAttribute('aria-describedby');

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await screen.findByText('Escribe el nombre');
  expect(onValues).not.toHaveBeenCalled();
  const [messageId, extraId] = idsOf(name);
  expect(document.getElementById(messageId)).toHaveTextContent(/^Escribe el nombre$/);
  expect(document.getElementById(extraId)).toHaveTextContent(/^Como lo llama su familia$/);
  expect(name).toHaveAccessibleDescription('Escribe el nombre Como lo llama su familia');
  expect(name).toHaveAttribute('aria-invalid', 'true');

  // Put right, the message goes and the extra text stays.
  await user.type(name, 'Firulais');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(onValues).toHaveBeenCalledWith({ name: 'Firulais', species: 'Perro', weight: 4 }, expect.anything());
  expect(screen.queryByText('Escribe el nombre')).not.toBeInTheDocument();
  expect(name).toHaveAccessibleDescription('Como lo llama su familia');
});

it('a refused submit focuses the first invalid field: an antd Select, then a NumberInput', async () => {
  const user = setupUser();
  render(<PetForm initial={{ name: 'Firulais', species: '', weight: null }} onValues={jest.fn()} />);

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const species = screen.getByRole('combobox', { name: 'Especie' });
  await screen.findByText('Elige la especie');
  expect(species).toHaveFocus();
  expect(species).toHaveAccessibleDescription('Elige la especie');

  // The species chosen, the weight is the first wrong field left.
  await user.click(species);
  await user.click(await screen.findByTitle('Gato'));
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const weight = screen.getByLabelText('Peso');
  expect(weight).toHaveFocus();
  expect(weight).toHaveAccessibleDescription('Escribe el peso En kilos');
});

it('an input the props are spread onto takes the focus too', async () => {
  const user = setupUser();
  render(<PetForm initial={{ name: '', species: '', weight: null }} onValues={jest.fn()} />);

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await screen.findByText('Escribe el nombre');
  expect(screen.getByLabelText('Nombre')).toHaveFocus();
});
