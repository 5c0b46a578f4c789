// Hands a downloaded file to the browser's "save" (an <a download> clicked once).

const FALLBACK_NAME = 'vetclinic-respaldo.json.gz';

/** The name the server gave in Content-Disposition, or a sensible one. */
export function fileNameOf(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
