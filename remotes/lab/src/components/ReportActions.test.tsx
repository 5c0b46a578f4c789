import { screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { labApi } from '../api/labApi';
import type { LabExam } from '../api/types';
import type { ReportData } from '../features/report/buildReport';
import { makeExam, PET } from '../testing/fixtures';
import { ReportActions } from './ReportActions';

// The PDF itself is buildReport's (its own tests read it): here, what the buttons hand it.
const downloadReport = jest.fn<Promise<void>, [ReportData]>(async () => undefined);
jest.mock('../features/report/buildReport', () => ({
  downloadReport: (data: ReportData) => downloadReport(data),
  printReport: jest.fn(),
}));

const user = setupUser();
const CLINIC = {
  _id: 'clinic-1',
  name: 'Clínica Los Andes',
  address: 'Av. Las Américas 10, Mérida',
  phone: '+582742631234',
  hasLogo: true,
};
const SIGNER = { name: 'M.V. Luis Gómez', cmv: '5678' };

/** An Asistente of Clínica Los Andes (who hands reports to owners), with the exam on screen. */
function renderActions(exam: LabExam & { signedBy?: unknown }) {
  return renderWithStore(<ReportActions data={{ exam, patient: PET, species: 'perro' }} />, {
    apis: [labApi],
    session: { ...memberSession('assistant'), clinic: CLINIC },
  });
}

afterEach(() => {
  downloadReport.mockClear();
  localStorage.clear();
  clearToasts();
});

test('the report gets the session’s clinic with its logo, and the signer the exam’s detail names', async () => {
  const { sent } = fakeApi({ 'GET /clinic/logo': { status: 200, body: 'png' } });
  renderActions({ ...makeExam(), signedBy: SIGNER });
  await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
  await waitFor(() => expect(downloadReport).toHaveBeenCalledTimes(1));
  const data = downloadReport.mock.calls[0]![0];
  expect(data.clinic).toEqual({
    name: 'Clínica Los Andes',
    address: 'Av. Las Américas 10, Mérida',
    phone: '+582742631234',
    logo: new TextEncoder().encode('"png"'),
  });
  expect(data.signedBy).toEqual(SIGNER);
  expect(sent.map((r) => r.path)).toEqual(['/clinic/logo']);
  expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok-1');
});

test('an exam just created (its answer names no signer) is read again for its signer', async () => {
  const { sent } = fakeApi({
    'GET /clinic/logo': { status: 200, body: 'png' },
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: { ...makeExam(), signedBy: SIGNER } } },
  });
  renderActions(makeExam());
  await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
  await waitFor(() => expect(downloadReport).toHaveBeenCalledTimes(1));
  expect(downloadReport.mock.calls[0]![0].signedBy).toEqual(SIGNER);
  expect(sent.map((r) => r.path).sort()).toEqual(['/clinic/logo', '/patients/p1/lab-exams/e1']);
});

test('an exam nobody is on record for is printed with the signature line blank', async () => {
  fakeApi({ 'GET /clinic/logo': { status: 200, body: 'png' } });
  renderActions({ ...makeExam(), signedBy: null });
  await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
  await waitFor(() => expect(downloadReport).toHaveBeenCalledTimes(1));
  expect(downloadReport.mock.calls[0]![0].signedBy).toBeNull();
});
