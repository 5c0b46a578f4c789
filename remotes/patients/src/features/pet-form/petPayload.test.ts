import { pet } from '../../testing/fixtures';
import { changesBody, createBody, formValuesOf, petFields } from './petPayload';

const SESSION = 'M.V. Ana Pérez';
const entries = (body: FormData | null) =>
  body ? [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']) : null;

test("the edit form starts from the pet, its main vet's name as stored", () => {
  expect(formValuesOf(pet())).toMatchObject({
    name: 'Luna',
    birthDate: '2020-03-15',
    weight: 12.5,
    breed: 'Mestiza',
    mainVet: 'M.V. Ana Pérez',
    referringVet: '',
    photo: null,
  });
  expect(formValuesOf(pet({ mainVet: 'M.V. Luis Rojas' })).mainVet).toBe('M.V. Luis Rojas');
});

test('only the changed fields are sent; nothing changed sends nothing', () => {
  const values = formValuesOf(pet());
  const before = petFields(values);
  expect(changesBody(before, petFields({ ...values, weight: 13.2 }), null)).not.toBeNull();
  expect(entries(changesBody(before, petFields({ ...values, weight: 13.2 }), null))).toEqual([
    ['weight', '13.2'],
  ]);
  // Spaces around a name are not a change.
  expect(changesBody(before, petFields({ ...values, name: ' Luna ' }), null)).toBeNull();
  // An emptied optional field is sent empty, which clears it.
  expect(entries(changesBody(before, petFields({ ...values, breed: '' }), null))).toEqual([['breed', '']]);
  // Switching to another vet changes mainVet only.
  expect(entries(changesBody(before, petFields({ ...values, mainVet: 'M.V. Luis Rojas' }), null))).toEqual([
    ['mainVet', 'M.V. Luis Rojas'],
  ]);
});

test('a new pet is sent without its blank optional fields', () => {
  const fields = petFields({ ...formValuesOf(pet({ breed: null, weight: null })), referringVet: '  ' });
  expect(entries(createBody(fields, null))).toEqual([
    ['name', 'Luna'],
    ['birthDate', '2020-03-15'],
    ['species', 'Canino'],
    ['sex', 'Hembra'],
    ['mainVet', SESSION],
  ]);
});
