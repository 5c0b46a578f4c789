import { csvFileName, servicesToCsv } from './csv';
import { groomingService } from '../../testing/fixtures';

const csv = servicesToCsv([
  groomingService({
    cost: 12.5,
    specifications: 'Corte; "león"\nsin perfume',
    exchangeRate: 36.5,
    service: 'Baño',
  }),
  groomingService({ _id: 'b', cost: 1234.1, specifications: '=HYPERLINK("x")' }),
  groomingService({ _id: 'c', observations: 'Nota,=2+3,fin', specifications: 'a\t@SUM(1)\tb' }),
]);

/** The cells as a spreadsheet reads the file with `separator` (RFC 4180: quotes group, "" is a quote). */
function cells(file: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  const body = file.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (inQuotes) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') inQuotes = false;
      else cell += c;
    } else if (c === '"') inQuotes = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

const bySemicolon = cells(csv, ';');

test('starts with a UTF-8 BOM and a ";"-separated Spanish header, with no "sep=" line', () => {
  expect(csv.startsWith('\uFEFF"Fecha";')).toBe(true);
  expect(bySemicolon[0]).toEqual([
    'Fecha',
    'Paciente',
    'Servicio',
    'Especificaciones',
    'Observaciones',
    'Pago',
    'Costo (USD)',
    'Tasa (Bs./USD)',
    'Equivalente (Bs.)',
  ]);
});

test('rows use es-ES dates in local time and decimal commas', () => {
  // 18:30 UTC is 14:30 in Caracas.
  expect(bySemicolon[1].slice(0, 3)).toEqual(['15/05/2024, 14:30', 'Michi', 'Baño']);
  expect(bySemicolon[1].slice(5)).toEqual(['Efectivo', '12,50', '36,5000', '456,25']);
  expect(bySemicolon[2].slice(6)).toEqual(['1234,10', '', '']);
});

test('every field is in double quotes, inner quotes doubled (RFC 4180)', () => {
  const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const rewritten = bySemicolon.map((row) => row.map(quoted).join(';')).join('\r\n');
  expect(csv).toBe(`\uFEFF${rewritten}\r\n`);
  expect(csv).toContain('"Corte; ""león""\nsin perfume"');
  expect(bySemicolon[1][3]).toBe('Corte; "león"\nsin perfume');
});

test('a value a spreadsheet would run as a formula is neutralised', () => {
  expect(bySemicolon[2][3]).toBe(`'=HYPERLINK("x")`);
  expect(bySemicolon[3][3]).toBe('a\t@SUM(1)\tb');
});

test('read with "," or a tab as the separator, no cell starts a formula', () => {
  for (const separator of [',', '\t']) {
    const rows = cells(csv, separator);
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // Nothing outside quotes holds that separator: each line stays one cell, never split at a field.
    expect(rows.map((row) => row.length)).toEqual([1, 1, 1, 1]);
  }
});

test('the file is named after the local day', () => {
  expect(csvFileName(new Date(2024, 4, 5, 23, 0))).toBe('servicios-peluqueria-2024-05-05.csv');
});
