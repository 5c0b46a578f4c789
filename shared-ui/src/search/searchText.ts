// Text compared as a vet types it: case and accents ignored ("perro" is "Perro", "pajaro" "Pájaro").
// The lists' searches run on the server (api/src/db/search.ts), which folds text the same way.

/** Lower case, without accents, single spaces: "  José  PÉREZ " → "jose perez". */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
