import { parseCurrentUser, vetDisplayName } from './currentUser';

const ana = { _id: 'u1', name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };
const clinic = {
  _id: 'c1',
  name: 'Clínica Veterinaria Los Andes',
  rif: 'J-12345678-9',
  address: 'Av. Las Américas, Mérida',
  phone: '+582742345678',
  estado: 'Mérida',
  hasLogo: true,
};

describe('parseCurrentUser', () => {
  it('reads the clinic, the role and the permissions of a clinic member', () => {
    const user = parseCurrentUser({
      ...ana,
      ci: 'V-1',
      clinic,
      role: 'assistant',
      permissions: ['owners.read', 'owners.write'],
    });
    expect(user).toEqual({ ...ana, clinic, role: 'assistant', permissions: ['owners.read', 'owners.write'] });
  });

  it('reads every clinic the person belongs to, with the role in each, for the clinic switcher', () => {
    const clinics = [
      { _id: 'c1', name: 'Los Andes', role: 'admin' },
      { _id: 'c2', name: 'El Llano', role: 'vet' },
    ];
    expect(parseCurrentUser({ ...ana, clinic, role: 'admin', clinics })?.clinics).toEqual(clinics);
    // A malformed membership is left out; the others stay.
    expect(
      parseCurrentUser({
        ...ana,
        clinics: [{ _id: 'c1', name: 'Los Andes', role: 'owner' }, { _id: 'c2' }, 'c3', clinics[1]],
      })?.clinics,
    ).toEqual([clinics[1]]);
    expect(parseCurrentUser({ ...ana, clinics: 'c1' })).toEqual(ana);
  });

  it('reads an answer from an API older than clinics as before: the four fields alone', () => {
    expect(parseCurrentUser({ ...ana, ci: 'V-1' })).toEqual(ana);
  });

  it('keeps a clinic with its id and name only, and a clinic without a RIF', () => {
    expect(parseCurrentUser({ ...ana, clinic: { _id: 'c1', name: 'Los Andes' } })?.clinic).toEqual({
      _id: 'c1',
      name: 'Los Andes',
    });
    const { rif: _rif, ...withoutRif } = clinic;
    expect(parseCurrentUser({ ...ana, clinic: { ...withoutRif, rif: null } })?.clinic).toEqual(withoutRif);
  });

  it('reads whether the clinic has a logo only when the answer says it as a boolean', () => {
    expect(parseCurrentUser({ ...ana, clinic: { ...clinic, hasLogo: false } })?.clinic?.hasLogo).toBe(false);
    const { hasLogo: _hasLogo, ...withoutLogo } = clinic;
    expect(parseCurrentUser({ ...ana, clinic: { ...clinic, hasLogo: 'yes' } })?.clinic).toEqual(withoutLogo);
  });

  it('leaves out a malformed clinic, role or permissions list, and keeps the user', () => {
    for (const bad of [
      { clinic: 'c1' },
      { clinic: { _id: 'c1' } },
      { clinic: { _id: '', name: 'Los Andes' } },
      { clinic: { _id: 'c1', name: 42 } },
      { role: 'owner' },
      { role: 7 },
      { permissions: 'owners.read' },
    ]) {
      expect(parseCurrentUser({ ...ana, ...bad })).toEqual(ana);
    }
    expect(parseCurrentUser({ ...ana, permissions: ['pets.read', 3, '', null] })?.permissions).toEqual([
      'pets.read',
    ]);
  });

  it('is no user when a field of the four is missing', () => {
    expect(parseCurrentUser({ _id: 'u1', name: 'Ana', clinic, role: 'admin' })).toBeNull();
    expect(parseCurrentUser(null)).toBeNull();
    expect(parseCurrentUser('ana')).toBeNull();
  });
});

test('a vet is named «M.V. {name} {lastName}»', () => {
  expect(vetDisplayName(ana)).toBe('M.V. Ana Pérez');
});
