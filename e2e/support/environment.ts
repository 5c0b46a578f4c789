// The environment file the product server serves as /remotes.json during the suite (REMOTES_FILE), and
// the origins the suite runs on. playwright.config.ts writes the file's default content; a journey that
// needs another one rewrites it through the `remotesFile` fixture (support/test.ts), which puts the
// default back after the test.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A remote's name in the environment file: any `^[a-z0-9][a-z0-9-]*$`, not a fixed list. */
export type RemoteName = string;

/** Where a remote is mounted: inside the signed-in layout ("main") or beside the login ("auth"). */
export interface Mount {
  path: string;
  area: 'main' | 'auth';
  /** The permission a member's role needs for its screens (api/src/clinics/roles.ts). */
  permission?: string;
}

export type NavIcon =
  | 'home'
  | 'owner'
  | 'paw'
  | 'scissors'
  | 'stethoscope'
  | 'report'
  | 'bell'
  | 'flask'
  | 'calendar'
  | 'syringe'
  | 'chart'
  | 'box';

/** A link to the remote: in the sidebar, the small-screen tiles and/or the small-screen bottom bar. */
export interface NavEntry {
  label: string;
  to: string;
  icon: NavIcon;
  order: number;
  in: ('sidebar' | 'tiles' | 'bottomBar')[];
  /** Shown only to roles with this permission. */
  permission?: string;
}

/** One remote: where its build is (`manifest`) and how the shell places it. */
export interface RemoteEntry {
  manifest: string;
  label: string;
  mounts: Mount[];
  nav?: NavEntry[];
  widgets?: { order: number; permission?: string };
}

/** shell/environments/<env>.json: see "Releases" in README.md. */
export interface Environment {
  remotes: Record<RemoteName, RemoteEntry>;
  overrideOrigins: string[];
  releaseBase: string;
}

const repoRoot = join(__dirname, '..', '..');

// Functions, not constants: playwright.config.ts imports this file before it sets the ports.
/** The product: shell, remotes, API (E2E_PORT). */
export const productOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The second origin: the suite's releases folder, with fault routes (support/second-origin.ts). */
export const secondOrigin = () => `http://127.0.0.1:${process.env.E2E_RELEASES_PORT}`;
/** A third origin serving the same files, which no environment file allows. */
export const foreignOrigin = () => `http://127.0.0.1:${process.env.E2E_FOREIGN_PORT}`;

/** The default: shell/environments/local.json (remotes on the product's origin), plus the second origin
 *  on the override allowlist. */
export function suiteEnvironment(): Environment {
  const local = JSON.parse(
    readFileSync(join(repoRoot, 'shell', 'environments', 'local.json'), 'utf8'),
  ) as Environment;
  return { ...local, overrideOrigins: [...local.overrideOrigins, secondOrigin()] };
}

/** Replaces the file in one step (a new inode): the server re-reads it on change and never sees half. */
export function writeEnvironment(file: string, environment: Environment): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(environment, null, 2)}\n`);
  renameSync(temp, file);
}

/** The suite's environment file, as a deployer edits it: whole, or one remote's manifest. */
export class RemotesFile {
  changed = false;

  constructor(readonly path: string) {}

  read(): Environment {
    return JSON.parse(readFileSync(this.path, 'utf8')) as Environment;
  }

  write(environment: Environment): void {
    this.changed = true;
    writeEnvironment(this.path, environment);
  }

  /** Moves one remote's manifest, the way a release or a rollback does; the rest of its entry stays. */
  point(remote: RemoteName, manifestUrl: string): void {
    const environment = this.read();
    const entry = environment.remotes[remote];
    if (!entry) throw new Error(`El archivo de entorno no tiene una entrada para el remoto "${remote}"`);
    environment.remotes[remote] = { ...entry, manifest: manifestUrl };
    this.write(environment);
  }

  reset(): void {
    writeEnvironment(this.path, suiteEnvironment());
    this.changed = false;
  }
}
