// A report's figures as tables, for its CSV and its PDF (docs/product/reports.md#exports): the same
// figures the screen shows, the choice that made them on top. A cell is a text or a figure; the CSV
// writes a figure as Excel in es-ES reads a number (decimal comma, no thousands separator), the PDF as
// the screen shows it.
import { formatCount, formatDate, formatMoney } from '@vet/shared-ui';
import { csvDecimal, csvFile, csvQuoted, csvText } from '@vet/shared-ui/csv';
import { MSG } from '../../messages';

export type ReportKind = keyof typeof MSG.tabs;

export type Figure =
  | { money: number }
  | { count: number }
  /** A share 0..1; null: none to count («—»). */
  | { rate: number | null };

export type Cell = string | Figure;

export interface ReportTable {
  title: string;
  head: string[];
  rows: Cell[][];
}

/** What the report was asked for, as lines «Desde: 01/11/2026». */
export type ChoiceLine = [label: string, value: string];

export interface ReportDocument {
  kind: ReportKind;
  /** «Reporte de ingresos». */
  title: string;
  /** The first and last day; for vaccination both are its day. */
  from: string;
  to: string;
  choice: ChoiceLine[];
  tables: ReportTable[];
}

/** «12,5 %», es-ES; «—» without a share. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(rate * 100)} %`;
}

/** A cell as the screen and the PDF show it. */
export function shownCell(cell: Cell): string {
  if (typeof cell === 'string') return cell;
  if ('money' in cell) return formatMoney(cell.money);
  if ('count' in cell) return formatCount(cell.count);
  return formatRate(cell.rate);
}

/** A cell as the CSV writes it: every field quoted, text neutralised, figures with a decimal comma. */
function csvCell(cell: Cell): string {
  if (typeof cell === 'string') return csvText(cell);
  if ('money' in cell) return csvQuoted(csvDecimal(cell.money, 2));
  if ('count' in cell) return csvQuoted(String(cell.count));
  return csvQuoted(cell.rate === null ? '' : csvDecimal(cell.rate * 100, 1));
}

/** The CSV: the report's name and choice, then each table (its title, its head, its rows), an empty line
 *  between them. */
export function reportCsv(report: ReportDocument): string {
  const rows: string[][] = report.choice.map(([label, value]) => [csvText(label), csvText(value)]);
  for (const table of report.tables) {
    rows.push(
      [],
      [csvText(table.title)],
      table.head.map(csvQuoted),
      ...table.rows.map((row) => row.map(csvCell)),
    );
  }
  return csvFile(['Reporte', report.title], rows);
}

const FILE_NAMES: Record<ReportKind, string> = {
  income: 'ingresos',
  activity: 'actividad',
  patients: 'pacientes',
  vaccination: 'vacunacion',
};

/** «reporte-ingresos-2026-11-01-a-2026-11-30.csv»; a day's report «reporte-vacunacion-2026-11-27.csv». */
export function reportFileName(
  report: Pick<ReportDocument, 'kind' | 'from' | 'to'>,
  extension: 'csv' | 'pdf',
): string {
  const days = report.from === report.to ? report.from : `${report.from}-a-${report.to}`;
  return `reporte-${FILE_NAMES[report.kind]}-${days}.${extension}`;
}

/** «01/11/2026 a 30/11/2026». */
export function periodText(from: string, to: string): string {
  return `${formatDate(from)} a ${formatDate(to)}`;
}
