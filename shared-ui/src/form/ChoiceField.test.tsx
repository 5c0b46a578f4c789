import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { RadioField, SelectField } from './ChoiceField';

interface Values {
  sex: string;
  species: string;
}

function PetChoices({ onValues }: { onValues: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { sex: '', species: '' } });
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit(onValues)}>
        <RadioField control={control} name="sex" label="Sexo" required options={['Macho', 'Hembra']} />
        <SelectField
          control={control}
          name="species"
          label="Especie"
          options={[{ value: 'perro', label: 'Perro' }, 'Gato']}
          placeholder="Selecciona la especie"
        />
        <button type="submit">Guardar</button>
      </form>
    </Form>
  );
}

it('a plain text option is its own value and label, and the chosen values reach the form', async () => {
  const user = userEvent.setup();
  const onValues = jest.fn();
  render(<PetChoices onValues={onValues} />);

  const sex = screen.getByRole('radiogroup');
  expect(
    within(sex)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['Macho', 'Hembra']);
  await user.click(screen.getByRole('radio', { name: 'Hembra' }));

  // An empty value shows the placeholder, not an empty choice.
  expect(screen.getByText('Selecciona la especie')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Especie' }));
  await user.click(await screen.findByTitle('Perro'));

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(onValues).toHaveBeenCalledWith({ sex: 'Hembra', species: 'perro' }, expect.anything());
});

it('a refused radio group focuses its chosen radio, else its first, described by the message', async () => {
  const user = userEvent.setup();
  function SexChoice() {
    const resolver: Resolver<{ sex: string }> = async (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      if (!values.sex) errors.sex = { type: 'required', message: 'Elige el sexo' };
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    };
    const { control, handleSubmit } = useForm<{ sex: string }>({ defaultValues: { sex: '' }, resolver });
    return (
      <Form layout="vertical" component="div">
        <form onSubmit={handleSubmit(() => {})}>
          <RadioField control={control} name="sex" label="Sexo" required options={['Macho', 'Hembra']} />
          <button type="submit">Guardar</button>
        </form>
      </Form>
    );
  }
  render(<SexChoice />);

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await screen.findByText('Elige el sexo');
  expect(screen.getByRole('radio', { name: 'Macho' })).toHaveFocus();
  expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Elige el sexo');
});
