// «Documentos» on the pet's history: each document downloaded as the real PDF, «Enviar por WhatsApp» as a
// wa.me link with the owner's message, «Enviar por correo» sending the PDF (or refused with why).
import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { clinicalApi } from '../../api/clinicalApi';
import { clinicVets, renderScreen } from '../../testing/fixtures';
import { DocumentActions } from './DocumentActions';
import { EXAM, LAB_RANGES, LUNA, PREVENTIVES, pdfText, sources } from './documentFixtures';
import type { DocumentPet } from './documentSources';

jest.setTimeout(60_000);
const user = setupUser();
// 12 March 2026, 10:30 in Caracas.
const NOW = new Date(2026, 2, 12, 10, 30);

/** The files the browser was asked to save: the PDF as an object URL, on an `<a download>` clicked
 *  (jsdom cannot download: the click is where the file leaves). */
let saved: { name: string; text: string }[] = [];
beforeEach(() => {
  fakeToday(NOW);
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost:8080/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const { download } = this;
    void blobs
      .get(this.href)
      ?.arrayBuffer()
      .then((bytes) => saved.push({ name: download, text: pdfText(Buffer.from(bytes).toString('latin1')) }));
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearToasts();
  localStorage.clear();
});

function backend(
  mail: FakeAnswer | ((request: SentRequest) => FakeAnswer) = {
    status: 200,
    body: { msg: 'Documento enviado a jose@correo.com' },
  },
) {
  return fakeApi({
    'GET /patients/pet-1/preventives': { status: 200, body: PREVENTIVES },
    'GET /patients/pet-1/consultations?page=1&limit=5': {
      status: 200,
      body: { items: sources().consultations, total: 2, page: 1, limit: 5 },
    },
    'GET /patients/pet-1/lab-exams?page=1&limit=1': {
      status: 200,
      body: { items: [EXAM], total: 1, page: 1, limit: 1 },
    },
    'GET /lab/reference-ranges': {
      status: 200,
      body: { ranges: LAB_RANGES, defaults: LAB_RANGES, version: 1 },
    },
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'POST /patients/pet-1/documents/mail': mail,
  });
}

/** Ana, a vet of the clinic, on the pet's history. */
const renderDocuments = (pet: DocumentPet = LUNA) =>
  renderScreen(<DocumentActions pet={pet} />, {
    path: '/patients/:patientId/history',
    route: '/patients/pet-1/history',
    as: 'vet',
  });
const group = (name: string) => screen.findByRole('group', { name });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('each document downloads as its PDF: the pet, its alerts, its consultations, its vaccines', async () => {
  backend();
  renderDocuments();
  await user.click(
    within(await group('Resumen clínico')).getByRole('button', { name: 'Resumen clínico (PDF)' }),
  );
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe('resumen-clinico-Luna-2026-03-12.pdf');
  expect(saved[0]!.text).toContain('Resumen clínico de Luna');
  expect(saved[0]!.text).toContain('Alergias: Penicilina');
  expect(saved[0]!.text).toContain('Vómitos desde ayer');
  expect(saved[0]!.text).toContain('Hematocrito 58 % 37 - 55 Alto');
  // Ana, a vet of the clinic with her CMV, issues it.
  expect(saved[0]!.text).toContain('M.V. Ana Pérez · CMV 1234');

  await user.click(
    within(await group('Carnet de vacunación')).getByRole('button', { name: 'Carnet de vacunación (PDF)' }),
  );
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved[1]!.name).toBe('carnet-vacunacion-Luna-2026-03-12.pdf');
  expect(saved[1]!.text).toContain('10/03/2025 Antirrábica L-2231 10/03/2026 Ana Pérez · CMV 1234');
});

test('an assistant issues the card in the clinic’s name: no CMV of theirs to sign with', async () => {
  backend();
  // Carla, the front desk, is not among the clinic's vets (GET /clinic/vets).
  renderWithStore(<DocumentActions pet={LUNA} />, {
    apis: [clinicalApi],
    session: memberSession('assistant', { _id: 'asst-1', name: 'Carla', lastName: 'Ruiz' }),
  });
  await user.click(
    within(await group('Carnet de vacunación')).getByRole('button', { name: 'Carnet de vacunación (PDF)' }),
  );
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.text).toContain('Clínica Veterinaria Los Andes Documento generado con VetClinic');
});

test('«Enviar por WhatsApp» opens WhatsApp on the owner’s number with the message for each document', async () => {
  backend();
  renderDocuments();
  const card = within(await group('Carnet de vacunación')).getByRole('link', { name: 'Enviar por WhatsApp' });
  await waitFor(() => expect(card.getAttribute('href')).toContain('Dosis%20vencidas'));
  const url = new URL(card.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/584141234567');
  expect(url.searchParams.get('text')).toBe(
    'Hola José Gómez, le compartimos el carnet de vacunación de Luna de Clínica Veterinaria Los Andes. ' +
      'Dosis vencidas: Antirrábica (desde el 10/03/2026). Próxima dosis: Desparasitante interno, el 01/04/2026. ' +
      'El documento en PDF se lo enviamos a su correo electrónico; también puede pedirlo impreso en la clínica.',
  );
  expect(card).toHaveAttribute('target', '_blank');
  expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  const summary = within(await group('Resumen clínico')).getByRole('link', { name: 'Enviar por WhatsApp' });
  expect(new URL(summary.getAttribute('href')!).searchParams.get('text')).toMatch(
    /^Hola José Gómez, le compartimos el resumen clínico de Luna de Clínica Veterinaria Los Andes\. El documento en PDF/,
  );
});

test('«Enviar por correo» sends the PDF to the API and says where it went', async () => {
  const { sent } = backend();
  renderDocuments();
  await user.click(
    within(await group('Carnet de vacunación')).getByRole('button', { name: 'Enviar por correo' }),
  );
  expect(await screen.findByText('Documento enviado a jose@correo.com')).toBeInTheDocument();
  const request = sent.find((r) => r.method === 'POST')!;
  expect(request.path).toBe('/patients/pet-1/documents/mail');
  expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  // Its attempt's key: a retry after a lost answer does not mail the owner twice.
  expect(request.headers.get('Idempotency-Key')).toMatch(UUID);
  const body = String(request.body);
  expect(body).toMatch(/name="document"\r\n\r\ncertificate\r\n/);
  expect(body).toMatch(
    /name="file"; filename="carnet-vacunacion-Luna-2026-03-12\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-/,
  );
  // The card itself (its bytes arrive as text here: the ASCII of it reads).
  expect(body).toContain('(L-2231) Tj');
  expect(saved).toEqual([]);
});

test('«Enviar por correo» again after no answer is the same mail (its key); after the answer, a new one', async () => {
  let answers = 0;
  const { sent } = backend(() => {
    answers += 1;
    if (answers === 1) throw new TypeError('Failed to fetch');
    return { status: 200, body: { msg: 'Documento enviado a jose@correo.com' } };
  });
  renderDocuments();
  const keys = () =>
    sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key') ?? '');
  const send = async (name: string) => {
    const count = keys().length;
    await user.click(within(await group(name)).getByRole('button', { name: 'Enviar por correo' }));
    await waitFor(() => expect(keys()).toHaveLength(count + 1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name })).getByRole('button', { name: 'Enviar por correo' }),
      ).not.toHaveClass('ant-btn-loading'),
    );
  };
  await send('Resumen clínico');
  expect(await screen.findByText('Error de red o desconocido.')).toBeInTheDocument();
  await send('Resumen clínico');
  expect(await screen.findByText('Documento enviado a jose@correo.com')).toBeInTheDocument();
  await send('Resumen clínico');
  await send('Carnet de vacunación');
  const [lost, retry, next, card] = keys();
  expect(lost).toMatch(UUID);
  expect(retry).toBe(lost);
  expect(new Set([retry, next, card]).size).toBe(3);
});

test('a refused mail says the server’s reason', async () => {
  backend({ status: 429, body: { msg: 'Demasiados intentos. Inténtalo de nuevo en 42 minutos.' } });
  renderDocuments();
  await user.click(within(await group('Resumen clínico')).getByRole('button', { name: 'Enviar por correo' }));
  expect(
    await screen.findByText('Demasiados intentos. Inténtalo de nuevo en 42 minutos.'),
  ).toBeInTheDocument();
});

test('an owner without an e-mail: «Enviar por correo» disabled with why; WhatsApp says the PDF is at the clinic', async () => {
  const { sent } = backend();
  renderDocuments({ ...LUNA, owner: { ...LUNA.owner!, email: '' } });
  const summary = await group('Resumen clínico');
  const mail = within(summary).getByRole('button', { name: 'Enviar por correo' });
  expect(mail).toBeDisabled();
  expect(mail).toHaveAccessibleDescription('El propietario no tiene correo electrónico registrado');
  const link = within(summary).getByRole('link', { name: 'Enviar por WhatsApp' });
  expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toMatch(
    /Puede retirar el documento impreso en la clínica\.$/,
  );
  expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a document whose data cannot be read says so, and nothing is saved', async () => {
  fakeApi({
    'GET /patients/pet-1/preventives': { status: 200, body: PREVENTIVES },
    'GET /patients/pet-1/consultations?page=1&limit=5': {
      status: 500,
      body: { msg: 'Ocurrió un error inesperado.' },
    },
  });
  renderDocuments();
  await user.click(
    within(await group('Resumen clínico')).getByRole('button', { name: 'Resumen clínico (PDF)' }),
  );
  expect(await screen.findByText('Ocurrió un error inesperado.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
