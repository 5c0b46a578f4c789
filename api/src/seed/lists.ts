// Word lists written as text blocks, so the data files stay short and the formatter leaves them be.

/** Whitespace-separated words. */
export function words(text: string): string[] {
  return text.normalize('NFC').split(/\s+/).filter(Boolean);
}

/** One item per non-blank line. */
export function lines(text: string): string[] {
  return text
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
