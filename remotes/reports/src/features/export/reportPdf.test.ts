import { activityReport } from '../../testing/fixtures';
import { activityTables } from '../activity/activityReport';
import { createReportPdf } from './reportPdf';
import type { ReportDocument } from './reportTables';

const CLINIC = {
  name: 'Clínica Los Andes',
  address: 'Av. Las Américas 10, Mérida',
  phone: '+582742631234',
  logo: null,
};

const report: ReportDocument = {
  kind: 'activity',
  title: 'Reporte de actividad',
  from: '2026-11-01',
  to: '2026-11-30',
  choice: [
    ['Período', '01/11/2026 a 30/11/2026'],
    ['Profesional', 'Todos'],
  ],
  tables: activityTables(activityReport()),
};

// jsPDF writes each text as a literal string, `(text) Tj`, in Latin-1 (its standard fonts' encoding).
test('the PDF has the clinic’s header, the report’s name and choice, and its figures as the screen shows them', async () => {
  const text = (await createReportPdf(report, CLINIC)).output();
  expect(text).toContain('(Clínica Los Andes)');
  expect(text).toContain('(Reporte de actividad)');
  expect(text).toContain('(01/11/2026 a 30/11/2026)');
  expect(text).toContain('(Actividad por profesional)');
  expect(text).toContain('(Sin asignar)');
  expect(text).toContain('(12,5 %)');
  expect(text).toContain('(Semana del 01/11/2026)');
  expect(text).toContain('(Reporte generado con VetClinic');
});
