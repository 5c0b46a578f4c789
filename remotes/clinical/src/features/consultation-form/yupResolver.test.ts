import { array, object, string } from 'yup';
import { yupResolver } from './yupResolver';

interface Values {
  name: string;
  items: { name: string }[];
}

const schema = object({
  name: string().required('El nombre es obligatorio'),
  items: array(object({ name: string().required('Falta el nombre') })).max(1, 'Como máximo uno'),
});
const resolve = yupResolver<Values>(schema);
const options = { fields: {}, shouldUseNativeValidation: false };

test('each message lands where the form names the field; a list’s own rule on its root', async () => {
  const { errors } = await resolve({ name: '', items: [{ name: 'a' }, { name: '' }] }, undefined, options);
  expect(errors.name?.message).toBe('El nombre es obligatorio');
  expect(errors.items?.[0]).toBeUndefined();
  expect(errors.items?.[1]?.name?.message).toBe('Falta el nombre');
  expect(errors.items?.root?.message).toBe('Como máximo uno');
});

test('valid values pass as typed', async () => {
  const values = { name: ' Ana ', items: [] };
  expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
});
