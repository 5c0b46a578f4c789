// Download and print buttons for the exam's PDF report; the vet in the header is the logged-in one.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { toast, useCurrentUser, vetDisplayName } from '@vet/shared-ui';
import type { ReportData } from '../features/report/buildReport';
import { MSG } from '../messages';

type Action = 'download' | 'print';

export function ReportActions({ data }: { data: Omit<ReportData, 'vetName'> }) {
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState<Action | null>(null);

  const run = async (action: Action) => {
    setBusy(action);
    try {
      // The PDF code (and jspdf) loads only now, the first time a report is asked for.
      const report = await import('../features/report/buildReport');
      const full = { ...data, vetName: user ? vetDisplayName(user) : '' };
      await (action === 'download' ? report.downloadReport(full) : report.printReport(full));
    } catch {
      toast.error(MSG.reportFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space wrap>
      <Button onClick={() => run('download')} loading={busy === 'download'}>
        Descargar PDF
      </Button>
      <Button type="primary" onClick={() => run('print')} loading={busy === 'print'}>
        Imprimir informe
      </Button>
    </Space>
  );
}
