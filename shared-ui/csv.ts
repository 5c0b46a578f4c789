// @vet/shared-ui/csv: how every CSV the product writes is made for Excel in es-ES (the grooming list's, the
// reports'): UTF-8 with a BOM, ";" between fields, every field quoted, CRLF, decimal comma without thousands
// separator, a formula's first character neutralised. Like download.ts, bundled where it is used, not shared.
export { CSV_BOM, csvDecimal, csvFile, csvQuoted, csvText, saveCsv } from './src/csv/csv';
