// A CSV for Excel in es-ES: UTF-8 with a BOM (else Excel reads "Baño" as "BaÃ±o"), ";" between fields (the
// comma is the decimal separator there). No "sep=;" line: Excel then ignores the BOM. Every field is quoted
// (RFC 4180), so a program that splits on "," or a tab instead still keeps each field whole:
// "Nota,=2+3,fin" never becomes a cell "=2+3". Moved here from the grooming list (issue 28).
import { saveFile } from '../download/saveFile';

export const CSV_BOM = '\uFEFF';

/** Plain decimal comma, no thousands separator: Excel in es-ES reads it as a number. */
export function csvDecimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

/** One field in double quotes, inner quotes doubled (RFC 4180). Excel and LibreOffice still read a
 *  quoted "12,50" as a number. */
export function csvQuoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/** Text typed by a person. A leading =, +, -, @, tab or CR would make a spreadsheet run a formula:
 *  prefixed with ' (CSV injection). Quoted. */
export function csvText(value: string): string {
  return csvQuoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** The file: the BOM, the header's titles quoted, then the rows (each field already made by csvQuoted,
 *  csvText or csvQuoted(csvDecimal(…))), ";" between fields, CRLF after every line (what Excel itself
 *  writes). A row with no field is an empty line. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    CSV_BOM + [header.map(csvQuoted).join(';'), ...rows.map((row) => row.join(';'))].join('\r\n') + '\r\n'
  );
}

/** Starts the download of a CSV made by csvFile. */
export function saveCsv(content: string, fileName: string): void {
  saveFile(new Blob([content], { type: 'text/csv;charset=utf-8' }), fileName);
}
