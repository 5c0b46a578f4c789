import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts, subscribeRecordsReplaced } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { makeBackupFile, makeRestoreAnswer, renderScreen } from '../../testing/fixtures';
import { BackupSection } from './BackupSection';

const RESTORED = makeRestoreAnswer();

const renderSection = () => renderScreen(<BackupSection />, { path: '/account/profile' });

afterEach(clearToasts);

describe('download', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:respaldo');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('hands the file to the browser under the server’s name, showing progress meanwhile', async () => {
    let answer: (value: { status: number; headers: Record<string, string> }) => void = () => undefined;
    const { sent } = fakeApi({
      'GET /backup': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = setupUser();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Descargar respaldo' }));
    expect(await screen.findByRole('button', { name: /Preparando respaldo/ })).toBeInTheDocument();
    answer({
      status: 200,
      headers: {
        'content-type': 'application/gzip',
        'content-disposition': 'attachment; filename="vetclinic-respaldo-2026-01-02.json.gz"',
      },
    });
    expect(
      await screen.findByText('Respaldo descargado: vetclinic-respaldo-2026-01-02.json.gz'),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:respaldo', download: 'vetclinic-respaldo-2026-01-02.json.gz' }]);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /backup']);
    expect(await screen.findByRole('button', { name: 'Descargar respaldo' })).toBeEnabled();
  });

  test('a failure shows the server’s Spanish message and saves nothing', async () => {
    fakeApi({ 'GET /backup': { status: 500, body: { msg: 'Ocurrió un error inesperado.' } } });
    const user = setupUser();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Descargar respaldo' }));
    expect(await screen.findByText('Ocurrió un error inesperado.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('restore', () => {
  test('asks for confirmation, sends the file, shows progress, and reports what was restored', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { sent } = fakeApi({
      'POST /backup/restore': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const announced = jest.fn();
    const stopListening = subscribeRecordsReplaced(announced);
    const user = setupUser();
    renderSection();
    await user.upload(screen.getByLabelText('Elegir archivo de respaldo'), makeBackupFile());
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '¿Restaurar el respaldo «vetclinic-respaldo-2026-01-02.json.gz» en tu cuenta?',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(await within(dialog).findByRole('button', { name: /Restaurando/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Restaurando respaldo...')).toBeDisabled();
    expect(announced).not.toHaveBeenCalled();
    answer({ status: 200, body: RESTORED });
    expect(
      await screen.findByText(
        'Respaldo restaurado con éxito. Se restauraron 3 propietarios, 1 mascota (1 con foto), ' +
          '2 exámenes de laboratorio, 0 servicios de estética y tus rangos de referencia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver propietarios' })).toHaveAttribute('href', '/owners');
    // The shell empties every other screen's cache: the owners list must not show its old page.
    expect(announced).toHaveBeenCalledTimes(1);
    stopListening();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/backup/restore' });
    expect(sent[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(sent[0].body)).toContain('filename="vetclinic-respaldo-2026-01-02.json.gz"');
  });

  test('a refusal (account not empty) shows the server’s reason', async () => {
    const msg =
      'Tu cuenta ya tiene registros: el respaldo solo puede restaurarse en una cuenta sin propietarios ni mascotas';
    fakeApi({ 'POST /backup/restore': { status: 409, body: { msg } } });
    const announced = jest.fn();
    const stopListening = subscribeRecordsReplaced(announced);
    const user = setupUser();
    renderSection();
    await user.upload(screen.getByLabelText('Elegir archivo de respaldo'), makeBackupFile());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    // Nothing was replaced: the other screens keep their data.
    expect(announced).not.toHaveBeenCalled();
    stopListening();
  });

  test('cancelling the confirmation sends nothing', async () => {
    const { sent } = fakeApi({});
    const user = setupUser();
    renderSection();
    await user.upload(screen.getByLabelText('Elegir archivo de respaldo'), makeBackupFile());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  test('a file that is not a .json.gz is refused before anything is sent', async () => {
    const { sent } = fakeApi({});
    const user = setupUser({ applyAccept: false });
    renderSection();
    await user.upload(
      screen.getByLabelText('Elegir archivo de respaldo'),
      makeBackupFile('foto.png', 'image/png'),
    );
    expect(await screen.findByText('Elige un archivo de respaldo .json.gz')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
