import { createCompatibilityCheck } from './compatFiles';
import type { CompatFile } from './compatibility';
import { RemoteLoadError } from './RemoteLoadError';

const PROVIDES = 'http://shell.test/provides.json';
const LAB = 'http://cdn.test/lab/1.2.0-abc/mf-manifest.json';
const LAB_REQUIRES = 'http://cdn.test/lab/1.2.0-abc/requires.json';
const provides: CompatFile = {
  contractVersion: 1,
  shared: { '@vet/shared-ui': '0.2.0' },
  antdComponents: [],
};
const requiresNewer: CompatFile = {
  contractVersion: 1,
  shared: { '@vet/shared-ui': '^0.3.0' },
  antdComponents: [],
};

function files(served: Record<string, CompatFile | null>) {
  return jest.fn(async (url: URL) => served[url.href] ?? null);
}

describe('compatibility check', () => {
  it('refuses a remote that needs more than this shell has, naming why', async () => {
    const check = createCompatibilityCheck({
      origin: 'http://shell.test',
      read: files({ [PROVIDES]: provides, [LAB_REQUIRES]: requiresNewer }),
    });
    const refusal = await check('lab', LAB).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RemoteLoadError);
    expect(refusal).toMatchObject({
      remote: 'lab',
      kind: 'incompatible',
      message: 'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    });
  });

  it('lets a remote through when either file is missing (a release built before these files)', async () => {
    const check = createCompatibilityCheck({
      origin: 'http://shell.test',
      read: files({ [PROVIDES]: provides }),
    });
    await expect(check('lab', LAB)).resolves.toBeUndefined();
  });

  it('reads provides.json once and each release’s requires.json once, a missing one again', async () => {
    const read = files({ [PROVIDES]: provides });
    const check = createCompatibilityCheck({ origin: 'http://shell.test', read });
    await check('lab', LAB);
    await check('lab', LAB);
    expect(read.mock.calls.map(([url]) => url.href)).toEqual([PROVIDES, LAB_REQUIRES, LAB_REQUIRES]);
  });
});
