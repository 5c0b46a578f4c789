// The antd Modal of DeleteDialog, in its own chunk: loaded the first time a deletion is asked for.
import { Modal } from 'antd';
import { DELETE_DIALOG_TITLE, type DeleteDialogProps } from './DeleteDialog';

export default function DeleteDialogModal({
  open,
  name,
  deleting = false,
  onConfirm,
  onCancel,
  warning,
}: DeleteDialogProps & { warning: string }) {
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
