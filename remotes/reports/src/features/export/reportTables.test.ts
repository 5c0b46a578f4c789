import { activityReport, incomeReport } from '../../testing/fixtures';
import { activityTables } from '../activity/activityReport';
import { incomeTables } from '../income/incomeReport';
import { choiceLines } from './choice';
import { reportCsv, reportFileName, type ReportDocument } from './reportTables';

const income = incomeReport();
const incomeDocument: ReportDocument = {
  kind: 'income',
  title: 'Reporte de ingresos',
  from: income.range.from,
  to: income.range.to,
  choice: choiceLines(
    income.range,
    { vetId: '', service: 'Baño', paymentType: '' },
    { vet: true, service: true, paymentType: true },
    [],
  ),
  tables: incomeTables(income),
};

test('the income’s CSV: a BOM, ";", every field quoted, CRLF, decimal commas without thousands separator', () => {
  const csv = reportCsv(incomeDocument);
  const lines = csv.split('\r\n');
  expect(csv.startsWith('\uFEFF"Reporte";"Reporte de ingresos"\r\n')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  expect(lines.slice(1, 7)).toEqual([
    '"Período";"01/11/2026 a 30/11/2026"',
    '"Agrupar por";"Semana"',
    '"Profesional";"Todos"',
    '"Servicio";"Baño"',
    '"Tipo de pago";"Todos"',
    '"Zona horaria";"America/Caracas"',
  ]);
  expect(lines).toContain('"Total";"12";"1234,50";"102,88";"45062,25";"3"');
  expect(lines).toContain('"Semana del 08/11/2026";"4";"434,50";"108,63";"45062,25";"3"');
  expect(lines).toContain('"Pago Movil";"3";"334,50";"111,50";"45062,25";"3"');
  // Every non-empty line is made of quoted fields only.
  for (const line of csv.slice(1).split('\r\n').slice(0, -1).filter(Boolean))
    expect(line).toMatch(/^"([^"]|"")*"(;"([^"]|"")*")*$/);
});

test('a name a spreadsheet would run as a formula is neutralised, quotes doubled; rates with a decimal comma', () => {
  const report = activityReport();
  const csv = reportCsv({
    kind: 'activity',
    title: 'Reporte de actividad',
    from: '2026-11-01',
    to: '2026-11-30',
    choice: [],
    tables: activityTables({
      ...report,
      byVet: [{ ...report.byVet[1], vet: { _id: 'x', name: '=HYPERLINK("x")' } }],
    }),
  });
  expect(csv).toContain('\r\n"\'=HYPERLINK(""x"")";"10";"0";"0";"5";"3";"1";"0";"25,0"\r\n');
  expect(csv).toContain('"Total";"40";"9";"12";"20";"14";"2";"4";"12,5"');
});

test('the files are named after the report and its days', () => {
  expect(reportFileName(incomeDocument, 'csv')).toBe('reporte-ingresos-2026-11-01-a-2026-11-30.csv');
  expect(reportFileName({ kind: 'vaccination', from: '2026-11-27', to: '2026-11-27' }, 'pdf')).toBe(
    'reporte-vacunacion-2026-11-27.pdf',
  );
});
