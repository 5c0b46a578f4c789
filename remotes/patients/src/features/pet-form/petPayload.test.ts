import { pet } from '../../testing/fixtures';
import { changesBody, createBody, formValuesOf, petFields } from './petPayload';

const SESSION = 'M.V. Ana Pérez';
const entries = (body: FormData | null) =>
  body ? [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']) : null;

test('the edit form starts from the pet; the vet in session keeps the default vet mode', () => {
  expect(formValuesOf(pet(), SESSION)).toMatchObject({
    name: 'Luna',
    birthDate: '2020-03-15',
    weight: 12.5,
    breed: 'Mestiza',
    vetMode: 'session',
    customVet: '',
    referringVet: '',
    photo: null,
  });
  expect(formValuesOf(pet({ mainVet: 'M.V. Luis Rojas' }), SESSION)).toMatchObject({
    vetMode: 'custom',
    customVet: 'M.V. Luis Rojas',
  });
});

test('only the changed fields are sent; nothing changed sends nothing', () => {
  const values = formValuesOf(pet(), SESSION);
  const before = petFields(values, SESSION);
  expect(changesBody(before, petFields({ ...values, weight: 13.2 }, SESSION), null)).not.toBeNull();
  expect(entries(changesBody(before, petFields({ ...values, weight: 13.2 }, SESSION), null))).toEqual([
    ['weight', '13.2'],
  ]);
  // Spaces around a name are not a change.
  expect(changesBody(before, petFields({ ...values, name: ' Luna ' }, SESSION), null)).toBeNull();
  // An emptied optional field is sent empty, which clears it.
  expect(entries(changesBody(before, petFields({ ...values, breed: '' }, SESSION), null))).toEqual([
    ['breed', ''],
  ]);
  // Switching to another vet changes mainVet only.
  expect(
    entries(
      changesBody(
        before,
        petFields({ ...values, vetMode: 'custom', customVet: 'M.V. Luis Rojas' }, SESSION),
        null,
      ),
    ),
  ).toEqual([['mainVet', 'M.V. Luis Rojas']]);
});

test('a new pet is sent without its blank optional fields', () => {
  const fields = petFields(
    { ...formValuesOf(pet({ breed: null, weight: null }), SESSION), referringVet: '  ' },
    SESSION,
  );
  expect(entries(createBody(fields, null))).toEqual([
    ['name', 'Luna'],
    ['birthDate', '2020-03-15'],
    ['species', 'Canino'],
    ['sex', 'Hembra'],
    ['mainVet', SESSION],
  ]);
});
