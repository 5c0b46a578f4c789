// CSV of the filtered list for Excel in es-ES: UTF-8 with a BOM (else Excel reads "Baño" as
// "BaÃ±o"), ";" between fields (the comma is the decimal separator there), es-ES dates.
// No "sep=;" line: Excel then ignores the BOM. Every field is quoted (RFC 4180), so a program that
// splits on "," or a tab instead still keeps each field whole: "Nota,=2+3,fin" never becomes a cell "=2+3".
import { formatDateTime } from '@vet/shared-ui';
import { saveFile } from '@vet/shared-ui/download';
import type { GroomingService } from '../../api/types';

export const CSV_HEADER = [
  'Fecha',
  'Paciente',
  'Servicio',
  'Especificaciones',
  'Observaciones',
  'Pago',
  'Costo (USD)',
  'Tasa (Bs./USD)',
  'Equivalente (Bs.)',
];

const BOM = '\uFEFF';

/** Plain decimal comma, no thousands separator: Excel in es-ES reads it as a number. */
function decimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

/** One field in double quotes, inner quotes doubled (RFC 4180). Excel and LibreOffice still read a
 *  quoted "12,50" as a number. */
function quoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/** Text typed by a person. A leading =, +, -, @, tab or CR would make a spreadsheet run a formula:
 *  prefixed with ' (CSV injection). */
function text(value: string): string {
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

export function servicesToCsv(services: readonly GroomingService[]): string {
  const rows = services.map((item) => {
    const rate = item.exchangeRate != null && item.exchangeRate > 0 ? item.exchangeRate : null;
    return [
      text(formatDateTime(item.date)),
      text(item.patientId?.name ?? ''),
      text(item.service),
      text(item.specifications),
      text(item.observations ?? ''),
      text(item.paymentType),
      quoted(decimal(item.cost, 2)),
      quoted(rate === null ? '' : decimal(rate, 4)),
      quoted(rate === null ? '' : decimal(Math.round(Math.round(item.cost * 100) * rate) / 100, 2)),
    ].join(';');
  });
  // CRLF: what Excel itself writes.
  return BOM + [CSV_HEADER.map(quoted).join(';'), ...rows].join('\r\n') + '\r\n';
}

/** "servicios-peluqueria-2024-05-15.csv", dated by the local day of the export. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `servicios-peluqueria-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Starts the download in the browser. */
export function downloadCsv(services: readonly GroomingService[], now: Date = new Date()): void {
  saveFile(new Blob([servicesToCsv(services)], { type: 'text/csv;charset=utf-8' }), csvFileName(now));
}
