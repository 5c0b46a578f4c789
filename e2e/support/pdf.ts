// Reads the literal strings of an uncompressed PDF (as jsPDF writes it: `(text) Tj`), enough to
// check what a report says and that no text escaped its string into PDF syntax.

/** Each `( … )` string literal outside streams' binary data, unescaped, in document order. */
export function pdfStrings(pdf: string): string[] {
  return scan(pdf).strings;
}

/** The PDF with every string literal removed: what is left is syntax (names, operators, numbers). */
export function pdfWithoutStrings(pdf: string): string {
  return scan(pdf).rest;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function scan(pdf: string): { strings: string[]; rest: string } {
  if (/\/Filter\s*\/FlateDecode/.test(pdf)) throw new Error('PDF comprimido: no se puede leer su texto');
  const strings: string[] = [];
  let rest = '';
  let i = 0;
  while (i < pdf.length) {
    const c = pdf[i]!;
    if (c === '%') {
      // A comment runs to the end of the line.
      const end = pdf.indexOf('\n', i);
      i = end < 0 ? pdf.length : end;
      continue;
    }
    if (c !== '(') {
      rest += c;
      i += 1;
      continue;
    }
    // A literal string: balanced parentheses, backslash escapes.
    let depth = 1;
    let text = '';
    i += 1;
    while (i < pdf.length && depth > 0) {
      const d = pdf[i]!;
      if (d === '\\') {
        const next = pdf[i + 1] ?? '';
        const octal = /^[0-7]{1,3}/.exec(pdf.slice(i + 1, i + 4))?.[0];
        if (octal) {
          text += String.fromCharCode(parseInt(octal, 8));
          i += 1 + octal.length;
        } else {
          text += ESCAPES[next] ?? (next === '\n' || next === '\r' ? '' : next);
          i += 2;
        }
        continue;
      }
      if (d === '(') depth += 1;
      if (d === ')') depth -= 1;
      if (depth > 0) text += d;
      i += 1;
    }
    strings.push(text);
    rest += ' ';
  }
  return { strings, rest };
}
