// Everything around a table the clinic edits as one form and saves with the version it was loaded at
// (the lab's reference ranges, the vital signs' ranges): the header with the reset and «Guardar», both
// for the permission only; after a stale save, the warning whose «Recargar» drops the unsaved edits for
// the table as it is now; for a role without the permission, the reason above the table. The table
// itself and what saving and resetting do stay in the page.
import type { ReactNode } from 'react';
import { Alert } from 'antd';
import type { Permission } from '@vet/shared-ui';
import { StaleRecordAlert, type StaleRecordAlertProps } from '../components/StaleRecordAlert';
import { PermittedButton } from '../permission/PermittedButton';
import { usePermission } from '../permission/usePermission';
import { PageHeader } from './PageHeader';

export interface EditableTableFrameProps<T> {
  /** The page's own wrapper class (`lab-page`). */
  className?: string;
  title: ReactNode;
  back: { to: string; label: string };
  /** What changing the table takes (`ranges.write`). */
  permission: Permission;
  /** «Restablecer», «Restablecer valores por defecto». */
  resetLabel: string;
  onReset: () => void;
  resetting: boolean;
  onSave: () => void;
  saving: boolean;
  /** The page's useStaleRecord(): the warning shows once a save was stale. */
  stale: { stale: boolean; reloaded: () => void };
  /** The table's query refetch, for «Recargar». */
  refetch: StaleRecordAlertProps<T>['refetch'];
  /** After «Recargar»: drop the unsaved edits, for the table as it is now (the vet applies them again). */
  discardEdits: () => void;
  /** The page's intro, tables and notes. */
  children: ReactNode;
}

export function EditableTableFrame<T>({
  className,
  title,
  back,
  permission,
  resetLabel,
  onReset,
  resetting,
  onSave,
  saving,
  stale,
  refetch,
  discardEdits,
  children,
}: EditableTableFrameProps<T>) {
  const edits = usePermission(permission);
  return (
    <div className={className}>
      <PageHeader
        title={title}
        back={back}
        actions={
          <>
            <PermittedButton permission={permission} onClick={onReset} loading={resetting}>
              {resetLabel}
            </PermittedButton>
            <PermittedButton permission={permission} type="primary" onClick={onSave} loading={saving}>
              Guardar
            </PermittedButton>
          </>
        }
      />
      {stale.stale && (
        <StaleRecordAlert
          refetch={refetch}
          onReloaded={() => {
            discardEdits();
            stale.reloaded();
          }}
        />
      )}
      {!edits.allowed && <Alert type="info" showIcon title={edits.reason} />}
      {children}
    </div>
  );
}
