// Perfil → "Respaldo de datos": the vet downloads all their records (photos included) as one file, and
// restores such a file into an account that has no records yet (issue #10, point 8). A section of the
// profile screen, under its title: its headings are h2 and h3, plain elements in the one heading scale.
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Modal } from 'antd';
import { LinkButton, announceRecordsReplaced, errorMessage, toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useDownloadBackupMutation, useRestoreBackupMutation } from './api/backupEndpoints';
import { MSG } from '../../messages';
import './backupSection.css';

const MAX_BYTES = 200 * 1024 * 1024;
const INPUT_ID = 'backup-file';

type Outcome = { type: 'success' | 'error'; text: string };

/** Why the chosen file cannot be a backup, before sending it (the server checks again). */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.gz')) return MSG.notABackup;
  if (file.size > MAX_BYTES) return MSG.backupTooLarge;
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
      toast.success(MSG.backupDownloaded(fileName));
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.backupFailed));
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
      setOutcome({ type: 'success', text: MSG.restored(answer.msg, answer.restored) });
      toast.success(answer.msg);
    } catch (failure) {
      setOutcome({ type: 'error', text: errorMessage(failure, MSG.restoreFailed) });
    }
    setFile(null);
  };

  return (
    <section className="backup-section" aria-labelledby="backup-title">
      <h2 id="backup-title" className="backup-section__title">
        {MSG.backupTitle}
      </h2>
      <p className="backup-section__text">{MSG.backupIntro}</p>
      <div className="backup-section__actions">
        <Button type="primary" onClick={onDownload} loading={downloading}>
          {downloading ? 'Preparando respaldo...' : 'Descargar respaldo'}
        </Button>
      </div>

      <h3 className="backup-section__subtitle">{MSG.restoreTitle}</h3>
      <p className="backup-section__text">{MSG.restoreIntro}</p>
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
              <LinkButton to={paths.owners} size="small">
                Ver propietarios
              </LinkButton>
            ) : undefined
          }
        />
      )}

      <Modal
        open={file !== null}
        title={MSG.restoreDialogTitle}
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
        <p>{MSG.confirmRestore(file?.name ?? '')}</p>
        <p>{MSG.restoreWarning}</p>
      </Modal>
    </section>
  );
}
