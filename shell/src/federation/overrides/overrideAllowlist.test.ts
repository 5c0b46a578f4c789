// Only overrides from an allowed origin apply; production (empty allowlist) refuses them all.
import { applyOverrides, checkOverrides, toStoredOverrides } from './overrideAllowlist';
import { refusalMessage } from './overrideMessages';
import { rememberProductPlacements } from '../../test/placements';

const placements = rememberProductPlacements();

const STAGING = 'http://127.0.0.1:8090';
const LAB = `${STAGING}/lab/0.1.0-abc/mf-manifest.json`;

describe('checkOverrides', () => {
  it('accepts a URL whose origin is exactly on the allowlist', () => {
    expect(checkOverrides({ lab: LAB }, [STAGING], placements)).toEqual({
      active: [{ remote: 'lab', url: LAB }],
      refused: [],
    });
  });

  it('refuses every override when the allowlist is empty (production)', () => {
    expect(checkOverrides({ lab: LAB }, [], placements)).toEqual({
      active: [],
      refused: [{ remote: 'lab', url: LAB, reason: 'origin-not-allowed', origin: STAGING }],
    });
  });

  it.each([
    ['another port', 'http://127.0.0.1:8091/lab/mf-manifest.json'],
    ['another scheme', 'https://127.0.0.1:8090/lab/mf-manifest.json'],
    ['another host', 'http://localhost:8090/lab/mf-manifest.json'],
    ['a look-alike host', 'http://127.0.0.1.evil.example:8090/lab/mf-manifest.json'],
  ])('refuses %s', (_case, url) => {
    expect(checkOverrides({ lab: url }, [STAGING], placements).refused).toEqual([
      expect.objectContaining({ remote: 'lab', reason: 'origin-not-allowed' }),
    ]);
  });

  it.each(['/remotes/lab/mf-manifest.json', 'javascript:alert(1)', 'data:text/plain,x', 'no es una url'])(
    'refuses %p as not a complete web address',
    (url) => {
      expect(checkOverrides({ lab: url }, [STAGING, 'null'], placements)).toEqual({
        active: [],
        refused: [{ remote: 'lab', url, reason: 'invalid-url' }],
      });
    },
  );

  it('decides remote by remote', () => {
    const grooming = 'http://evil.example/grooming/mf-manifest.json';
    const checked = checkOverrides({ lab: LAB, grooming }, [STAGING], placements);
    expect(checked.active).toEqual([{ remote: 'lab', url: LAB }]);
    expect(checked.refused.map((r) => r.remote)).toEqual(['grooming']);
    expect(toStoredOverrides(checked.active)).toEqual({ lab: LAB });
  });

  it('ignores an override for a remote remotes.json does not declare: it has nowhere to show', () => {
    expect(
      checkOverrides({ vaccines: `${STAGING}/vaccines/1/mf-manifest.json` }, [STAGING], placements),
    ).toEqual({
      active: [],
      refused: [],
    });
  });
});

describe('applyOverrides', () => {
  it("replaces only the overridden remote's entry", () => {
    const remotes = {
      lab: 'http://localhost:8080/remotes/lab/mf-manifest.json',
      owners: 'http://localhost:8080/remotes/owners/mf-manifest.json',
    };
    expect(applyOverrides(remotes, [{ remote: 'lab', url: LAB }])).toEqual({ ...remotes, lab: LAB });
  });
});

describe('refusalMessage', () => {
  it('names the module and the origin in Spanish', () => {
    const [refused] = checkOverrides({ lab: LAB }, [], placements).refused;
    expect(refusalMessage(refused)).toBe(
      'No se aplicó la versión de prueba del módulo de Laboratorio: el origen http://127.0.0.1:8090 no está autorizado en este entorno.',
    );
  });

  it('says when the address is not a complete one', () => {
    const [refused] = checkOverrides({ grooming: '/x.json' }, [], placements).refused;
    expect(refusalMessage(refused)).toBe(
      'No se aplicó la versión de prueba del módulo de Peluquería: «/x.json» no es una dirección web completa (http:// o https://).',
    );
  });
});
