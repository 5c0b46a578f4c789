// «Exportar CSV» and «Exportar PDF» of the report shown, with its choice (docs/product/reports.md#exports).
// The PDF's code (jspdf) loads with the first click.
import { useState } from 'react';
import { Button } from 'antd';
import { getToken, toast, useCurrentUser } from '@vet/shared-ui';
import { saveCsv } from '@vet/shared-ui/csv';
import { loadPdfClinic } from '@vet/shared-ui/pdf';
import { MSG } from '../../messages';
import { reportCsv, reportFileName, type ReportDocument } from './reportTables';

export function ExportButtons({ report }: { report: ReportDocument | null }) {
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const exportPdf = async () => {
    if (!report) return;
    setBusy(true);
    try {
      const [pdf, clinic] = await Promise.all([
        import('./reportPdf'),
        loadPdfClinic(user?.clinic, getToken()),
      ]);
      await pdf.downloadReportPdf(report, clinic);
    } catch {
      toast.error(MSG.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        disabled={!report}
        onClick={() => report && saveCsv(reportCsv(report), reportFileName(report, 'csv'))}
      >
        Exportar CSV
      </Button>
      <Button disabled={!report} loading={busy} onClick={exportPdf}>
        Exportar PDF
      </Button>
    </>
  );
}
