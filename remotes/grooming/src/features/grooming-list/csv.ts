// CSV of the filtered list for Excel in es-ES, by the product's CSV rules (@vet/shared-ui/csv: UTF-8 BOM,
// ";", every field quoted, CRLF, decimal comma, a formula's first character neutralised), with es-ES dates.
import { formatDateTime } from '@vet/shared-ui';
import { csvDecimal, csvFile, csvQuoted, csvText, saveCsv } from '@vet/shared-ui/csv';
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

export function servicesToCsv(services: readonly GroomingService[]): string {
  const rows = services.map((item) => {
    const rate = item.exchangeRate != null && item.exchangeRate > 0 ? item.exchangeRate : null;
    return [
      csvText(formatDateTime(item.date)),
      csvText(item.patientId?.name ?? ''),
      csvText(item.service),
      csvText(item.specifications),
      csvText(item.observations ?? ''),
      csvText(item.paymentType),
      csvQuoted(csvDecimal(item.cost, 2)),
      csvQuoted(rate === null ? '' : csvDecimal(rate, 4)),
      csvQuoted(rate === null ? '' : csvDecimal(Math.round(Math.round(item.cost * 100) * rate) / 100, 2)),
    ];
  });
  return csvFile(CSV_HEADER, rows);
}

/** "servicios-peluqueria-2024-05-15.csv", dated by the local day of the export. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `servicios-peluqueria-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Starts the download in the browser. */
export function downloadCsv(services: readonly GroomingService[], now: Date = new Date()): void {
  saveCsv(servicesToCsv(services), csvFileName(now));
}
