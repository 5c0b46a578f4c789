// Search boxes on the server: every word of the query must appear somewhere in the row's folded
// search_text column (migration 007), as the screens' own searches do. Folding happens in SQL
// (search_fold), so queries and stored text are folded by one definition.

/** At most this many distinct words are matched (a 100-character query rarely has more). */
const MAX_WORDS = 12;

/** The query's words, NFC-normalised, with LIKE's wildcards escaped; [] when there is nothing to find. */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS).map((word) => word.replace(/[\\%_]/g, '\\$&'));
}

/**
 * `column LIKE '%' || search_fold($n) || '%'` for each word, joined with AND, its parameters appended
 * to `params`. One LIKE per word (not LIKE ALL(array)) so a trigram index can serve each of them.
 * `once`: each pattern is a sub-select, folded once per execution; for a named statement, whose generic
 * plan would otherwise fold the word again for every row it checks. The planner then no longer sees
 * the pattern (the plan is the same for every word): only where the trigram index serves every word.
 */
export function allWordsIn(column: string, words: string[], params: unknown[], once = false): string {
  return words
    .map((word) => {
      params.push(word);
      const pattern = `'%' || search_fold($${params.length}) || '%'`;
      return once ? `${column} LIKE (SELECT ${pattern})` : `${column} LIKE ${pattern}`;
    })
    .join(' AND ');
}

/**
 * Whether a trigram index can narrow a LIKE '%word%' for every word: a word shorter than three
 * characters has no trigram, and the index would be read whole (reading the table is then cheaper, a
 * choice only a plan made for that word can take).
 */
export function trigramsServeAll(words: string[]): boolean {
  return words.every((word) => [...word.replace(/\\(.)/g, '$1')].length >= 3);
}
