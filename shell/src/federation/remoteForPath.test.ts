// Nav paths to the remote behind them, ranked like the router ranks the mounts.
import { remoteForPath } from './remoteForPath';
import { productPlacements } from '../test/placements';

describe('remoteForPath', () => {
  it.each([
    ['/owners', 'owners'],
    ['/owners/o1/edit', 'owners'],
    ['/owners/o1/patients/new', 'patients'],
    ['/patients', 'patients'],
    ['/patients/123/lab-exams', 'lab'],
    ['/patients/123/lab-exams/e1?print=1', 'lab'],
    ['/grooming-services', 'grooming'],
    ['/patients/p1/grooming-services', 'grooming'],
    ['/account/profile', 'auth'],
    ['/auth/login', 'auth'],
    ['/owners/', 'owners'],
    ['/Owners/o1', 'owners'],
    ['/owners//patients', 'owners'],
    ['/patients/p%C3%B1/lab-exams', 'lab'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path, productPlacements)).toBe(remote);
  });

  it.each(['/', '/notifications', '/reports', '/owners-x', '/auth-x', ''])(
    '%s is a shell page: no remote',
    (path) => {
      expect(remoteForPath(path, productPlacements)).toBeNull();
    },
  );

  it('places a remote the shell has never heard of by its mounts in remotes.json', () => {
    const placements = {
      ...productPlacements,
      vaccines: {
        label: 'Vacunas',
        mounts: [
          { path: 'vaccines', area: 'main' as const },
          { path: 'patients/:patientId/vaccines', area: 'main' as const },
        ],
        nav: [],
      },
    };
    expect(remoteForPath('/vaccines/new', placements)).toBe('vaccines');
    expect(remoteForPath('/patients/p1/vaccines', placements)).toBe('vaccines');
    expect(remoteForPath('/patients/p1', placements)).toBe('patients');
    expect(remoteForPath('/vaccines', productPlacements)).toBeNull();
  });
});
