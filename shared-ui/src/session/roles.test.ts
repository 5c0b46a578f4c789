import { can, roleLabel } from './roles';

test('each role reads in Spanish', () => {
  expect(roleLabel('admin')).toBe('Administrador');
  expect(roleLabel('vet')).toBe('Veterinario');
  expect(roleLabel('assistant')).toBe('Asistente');
  expect(roleLabel('groomer')).toBe('Peluquero');
});

describe('can', () => {
  const groomer = { permissions: ['grooming.read', 'grooming.write', 'owners.read', 'pets.read'] };

  it('allows what the permissions list names, and only that', () => {
    expect(can(groomer, 'grooming.write')).toBe(true);
    expect(can(groomer, 'owners.read')).toBe(true);
    expect(can(groomer, 'owners.write')).toBe(false);
    expect(can(groomer, 'lab.read')).toBe(false);
    expect(can({ permissions: [] }, 'pets.read')).toBe(false);
  });

  it('allows nothing without a user', () => {
    expect(can(null, 'pets.read')).toBe(false);
    expect(can(undefined, 'pets.read')).toBe(false);
  });

  it('allows everything to a vet from an API older than clinics, which sends no permissions', () => {
    expect(can({}, 'clinic.manage')).toBe(true);
    expect(can({ permissions: undefined }, 'backup')).toBe(true);
  });
});
