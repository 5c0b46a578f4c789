// The delete confirmation of SPEC §8, for pets and owners alike. While the deletion runs the
// confirm button shows its loading state and the dialog cannot be dismissed.
import { Modal } from 'antd';

export const DELETE_DIALOG_TITLE = 'Confirmar eliminación';
export const DELETE_DIALOG_WARNING =
  'Esta acción no se puede deshacer. Se eliminarán todos los datos asociados a esta mascota.';

export interface DeleteDialogProps {
  open: boolean;
  /** The name of what is deleted: "¿Estás seguro de que deseas eliminar a {name}?" */
  name: string;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Replaces SPEC's warning sentence, if a screen ever needs another one. */
  warning?: string;
}

export function DeleteDialog({
  open,
  name,
  deleting = false,
  onConfirm,
  onCancel,
  warning = DELETE_DIALOG_WARNING,
}: DeleteDialogProps) {
  return (
    <Modal
      open={open}
      title={DELETE_DIALOG_TITLE}
      centered
      destroyOnHidden
      okText={deleting ? 'Eliminando...' : 'Eliminar'}
      cancelText="Cancelar"
      okButtonProps={{ danger: true, loading: deleting }}
      cancelButtonProps={{ disabled: deleting }}
      closable={!deleting}
      mask={{ closable: !deleting }}
      keyboard={!deleting}
      onOk={onConfirm}
      onCancel={() => {
        if (!deleting) onCancel();
      }}
    >
      <p>{`¿Estás seguro de que deseas eliminar a ${name}?`}</p>
      <p>{warning}</p>
    </Modal>
  );
}
