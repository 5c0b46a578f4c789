import { csvDecimal, csvFile, csvQuoted, csvText } from './csv';

test('decimals with a comma and no thousands separator', () => {
  expect(csvDecimal(1234.1, 2)).toBe('1234,10');
  expect(csvDecimal(36.5, 4)).toBe('36,5000');
});

test('every field quoted, inner quotes doubled, formulas prefixed with an apostrophe', () => {
  expect(csvQuoted('Corte; "león"')).toBe('"Corte; ""león"""');
  expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvText('-5')).toBe(`"'-5"`);
  expect(csvText('Nota,=2+3')).toBe('"Nota,=2+3"');
});

test('the file starts with a BOM, its header quoted, and ends every line with CRLF', () => {
  expect(csvFile(['Fecha', 'Total'], [[csvText('05/11/2026'), csvQuoted(csvDecimal(12.5, 2))], []])).toBe(
    '\uFEFF"Fecha";"Total"\r\n"05/11/2026";"12,50"\r\n\r\n',
  );
});
