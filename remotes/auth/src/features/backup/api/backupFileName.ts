// The name a downloaded backup is saved under.

const FALLBACK_NAME = 'vetclinic-respaldo.json.gz';

/** The name the server gave in Content-Disposition, or a sensible one. */
export function fileNameOf(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}
