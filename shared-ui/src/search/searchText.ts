// Text search as a vet types it: case and accents ignored ("jose" finds "José", "pena" finds "Peña").

/** Lower case, without accents, single spaces: "  José  PÉREZ " → "jose perez". Precompute it once
 *  per record: a list of thousands then filters in a few milliseconds per keystroke. */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, normalised; empty for a blank query. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/** True when every word occurs somewhere in the (already normalised) text. */
export function containsAllWords(normalizedText: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedText.includes(word));
}
