// Whether a remote can run on this shell, from the files both builds publish (scripts/lib/
// compat-files.cjs): the shell's /provides.json and the remote's requires.json beside its manifest.
// Checked before the remote's entry runs, so that a mismatch is named precisely («requiere
// @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0») instead of surfacing as a federation error.
import { satisfy } from '@module-federation/enhanced/runtime';

/** /provides.json (what this shell offers every remote) and a remote's requires.json (what it was
 *  built against): the same shape, exact versions in the first, ranges in the second. */
export interface CompatFile {
  contractVersion: number;
  shared: Record<string, string>;
  antdComponents: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Null for anything else (a file from an older build, an HTML page): then nothing is checked here. */
export function parseCompatFile(raw: unknown): CompatFile | null {
  if (!isRecord(raw) || typeof raw.contractVersion !== 'number' || !isStringMap(raw.shared)) return null;
  return {
    contractVersion: raw.contractVersion,
    shared: raw.shared,
    antdComponents: isStringList(raw.antdComponents) ? raw.antdComponents : [],
  };
}

/**
 * Why the remote cannot run here, as the end of «El módulo de Laboratorio …», or null when it can.
 * A shared package the shell does not provide is fine (the remote brings its own copy), except antd
 * components: remotes are built without them and count on the shell's.
 */
export function incompatibility(requires: CompatFile, provides: CompatFile): string | null {
  if (requires.contractVersion !== provides.contractVersion) {
    return `usa la versión ${requires.contractVersion} del contrato; este sistema usa la ${provides.contractVersion}`;
  }
  for (const [pkg, range] of Object.entries(requires.shared)) {
    const provided = provides.shared[pkg];
    if (provided !== undefined && !satisfy(provided, range)) {
      return `requiere ${pkg} ${range}; este sistema tiene ${provided}`;
    }
  }
  const missing = requires.antdComponents.filter((name) => !provides.antdComponents.includes(name));
  if (missing.length) {
    const list = missing.join(', ');
    return missing.length === 1
      ? `requiere el componente ${list} de antd, que este sistema no ofrece`
      : `requiere los componentes ${list} de antd, que este sistema no ofrece`;
  }
  return null;
}
