import { incompatibility, parseCompatFile, type CompatFile } from './compatibility';

const provides: CompatFile = {
  contractVersion: 1,
  shared: { '@vet/shared-ui': '0.2.0', react: '19.3.1', antd: '6.6.8' },
  antdComponents: ['Button', 'Input'],
};
const lab = (changes: Partial<CompatFile>): CompatFile => ({
  contractVersion: 1,
  shared: { '@vet/shared-ui': '^0.2.0', react: '^19.0.0', 'react-hook-form': '^7.0.0', antd: '^6.0.0' },
  antdComponents: ['Button'],
  ...changes,
});

describe('incompatibility', () => {
  it('accepts a remote whose ranges the shell satisfies (a package the shell lacks, it brings itself)', () => {
    expect(incompatibility(lab({}), provides)).toBeNull();
  });

  it('names the contract versions', () => {
    expect(incompatibility(lab({ contractVersion: 2 }), provides)).toBe(
      'usa la versión 2 del contrato; este sistema usa la 1',
    );
  });

  it('names the package, the range and the version this shell has', () => {
    expect(incompatibility(lab({ shared: { '@vet/shared-ui': '^0.3.0' } }), provides)).toBe(
      'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    );
    // A later patch of the remote's own version: 0.2.1 is not in a 0.2.0 shell.
    expect(incompatibility(lab({ shared: { '@vet/shared-ui': '^0.2.1' } }), provides)).toBe(
      'requiere @vet/shared-ui ^0.2.1; este sistema tiene 0.2.0',
    );
  });

  it('names the antd components the shell does not provide', () => {
    expect(incompatibility(lab({ antdComponents: ['Button', 'Rate'] }), provides)).toBe(
      'requiere el componente Rate de antd, que este sistema no ofrece',
    );
    expect(incompatibility(lab({ antdComponents: ['Rate', 'Tour'] }), provides)).toBe(
      'requiere los componentes Rate, Tour de antd, que este sistema no ofrece',
    );
  });
});

describe('parseCompatFile', () => {
  it('reads a file of either kind and ignores anything else', () => {
    expect(parseCompatFile({ name: 'lab', contractVersion: 1, shared: { react: '^19.0.0' } })).toEqual({
      contractVersion: 1,
      shared: { react: '^19.0.0' },
      antdComponents: [],
    });
    expect(parseCompatFile('<!doctype html>')).toBeNull();
    expect(parseCompatFile({ contractVersion: '1', shared: {} })).toBeNull();
    expect(parseCompatFile({ contractVersion: 1, shared: { react: 19 } })).toBeNull();
  });
});
