// Perfil → "Respaldo de datos": the vet downloads all their records (photos included) as one file, and
// restores such a file into an account that has no records yet (issue #10, point 8).
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { LinkButton, announceRecordsReplaced, errorMessage, toast } from '@vet/shared-ui';
import { useDownloadBackupMutation, useRestoreBackupMutation } from './api/backupEndpoints';
import { restoreSummary } from './restoreSummary';
import './backupSection.css';

const MAX_BYTES = 200 * 1024 * 1024;
const INPUT_ID = 'backup-file';

type Outcome = { type: 'success' | 'error'; text: string };

/** Why the chosen file cannot be a backup, before sending it (the server checks again). */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.gz')) return 'Elige un archivo de respaldo .json.gz';
  if (file.size > MAX_BYTES) return 'El archivo de respaldo es demasiado grande (máximo 200 MB)';
  return null;
}

export function BackupSection() {
  const [download, { isLoading: downloading }] = useDownloadBackupMutation();
  const [restore, { isLoading: restoring }] = useRestoreBackupMutation();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onDownload = async () => {
    try {
      const { fileName } = await download().unwrap();
      toast.success(`Respaldo descargado: ${fileName}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'No se pudo preparar el respaldo'));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Choosing the same file again must fire a change too.
    event.target.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setOutcome(problem ? { type: 'error', text: problem } : null);
    if (!problem) setFile(chosen);
  };

  const onRestore = async () => {
    if (!file) return;
    try {
      const answer = await restore(file).unwrap();
      // The other screens' cached lists and counts describe the account before the restore.
      announceRecordsReplaced();
      setOutcome({ type: 'success', text: `${answer.msg}. ${restoreSummary(answer.restored)}` });
      toast.success(answer.msg);
    } catch (failure) {
      setOutcome({ type: 'error', text: errorMessage(failure, 'No se pudo restaurar el respaldo') });
    }
    setFile(null);
  };

  return (
    <section className="backup-section" aria-labelledby="backup-title">
      <Typography.Title level={2} id="backup-title" style={{ fontSize: 20, marginTop: 0 }}>
        Respaldo de datos
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Descarga en un solo archivo tus propietarios, mascotas (con sus fotos), exámenes de laboratorio,
        servicios de estética y rangos de referencia. Guárdalo en un lugar seguro: contiene datos personales
        de tus clientes.
      </Typography.Paragraph>
      <div className="backup-section__actions">
        <Button type="primary" onClick={onDownload} loading={downloading}>
          {downloading ? 'Preparando respaldo...' : 'Descargar respaldo'}
        </Button>
      </div>

      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Restaurar un respaldo
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Recupera un archivo .json.gz descargado aquí, en esta u otra instalación. Solo puede restaurarse en
        una cuenta que aún no tiene propietarios ni mascotas.
      </Typography.Paragraph>
      <div className="backup-section__actions">
        <input
          id={INPUT_ID}
          className="backup-section__input"
          type="file"
          accept=".gz,application/gzip"
          onChange={choose}
          disabled={restoring}
        />
        <label htmlFor={INPUT_ID} className="backup-section__pick">
          {restoring ? 'Restaurando respaldo...' : 'Elegir archivo de respaldo'}
        </label>
      </div>
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          action={
            outcome.type === 'success' ? (
              <LinkButton to="/owners" size="small">
                Ver propietarios
              </LinkButton>
            ) : undefined
          }
        />
      )}

      <Modal
        open={file !== null}
        title="Restaurar respaldo"
        centered
        destroyOnHidden
        okText={restoring ? 'Restaurando...' : 'Restaurar'}
        cancelText="Cancelar"
        okButtonProps={{ loading: restoring }}
        cancelButtonProps={{ disabled: restoring }}
        closable={!restoring}
        mask={{ closable: !restoring }}
        keyboard={!restoring}
        onOk={onRestore}
        onCancel={() => {
          if (!restoring) setFile(null);
        }}
      >
        <p>{`¿Restaurar el respaldo «${file?.name ?? ''}» en tu cuenta?`}</p>
        <p>
          Se crearán todos sus registros con sus fotos. Con muchas fotos puede tardar unos minutos: no cierres
          esta página mientras tanto.
        </p>
      </Modal>
    </section>
  );
}
