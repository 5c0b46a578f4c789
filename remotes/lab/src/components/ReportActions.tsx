// Download and print buttons for the exam's PDF report. The header is the signed-in member's clinic (the
// session's, its logo fetched); the signature the exam's author, as the exam's detail names them
// (`signedBy`), read again when the exam at hand does not say (the answer to its creation).
import { useState } from 'react';
import { Button, Space } from 'antd';
import { getToken, toast, useCurrentUser } from '@vet/shared-ui';
import { loadPdfClinic, type PdfSigner } from '@vet/shared-ui/pdf';
import { labExamEndpoints } from '../api/labExamEndpoints';
import type { ReportData } from '../features/report/buildReport';
import { signerOf } from '../features/report/reportSources';
import { MSG } from '../messages';

type Action = 'download' | 'print';

export function ReportActions({ data }: { data: Omit<ReportData, 'clinic' | 'signedBy'> }) {
  const { user } = useCurrentUser();
  const [getExam] = labExamEndpoints.endpoints.getLabExam.useLazyQuery();
  const [busy, setBusy] = useState<Action | null>(null);

  const signer = async (): Promise<PdfSigner | null> => {
    const known = signerOf(data.exam);
    if (known !== undefined) return known;
    const { patientId, _id: labExamId } = data.exam;
    const answer: unknown = await getExam({ patientId, labExamId }, true).unwrap();
    const exam = answer && typeof answer === 'object' && 'labExam' in answer ? answer.labExam : answer;
    return signerOf(exam) ?? null;
  };

  const run = async (action: Action) => {
    setBusy(action);
    try {
      // The PDF code (and jspdf) loads only now, the first time a report is asked for.
      const [report, clinic, signedBy] = await Promise.all([
        import('../features/report/buildReport'),
        loadPdfClinic(user?.clinic, getToken()),
        signer(),
      ]);
      const full = { ...data, clinic, signedBy };
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
