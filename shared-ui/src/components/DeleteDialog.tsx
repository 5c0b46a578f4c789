// The delete confirmation (docs/product/common.md#delete-confirmation), for pets and owners alike. While the deletion runs the
// confirm button shows its loading state and the dialog cannot be dismissed.
// Modal loads on the first deletion (its own chunk), so no screen pays for it before.
import { lazy, Suspense, useState } from 'react';

const DeleteDialogModal = lazy(() => import('./DeleteDialogModal'));

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
  /** Replaces the default warning sentence, for a screen that needs another one. */
  warning?: string;
}

export function DeleteDialog({ warning = DELETE_DIALOG_WARNING, ...props }: DeleteDialogProps) {
  // Mounted from the first open on, so closing still plays the Modal's exit.
  const [everOpen, setEverOpen] = useState(props.open);
  if (props.open && !everOpen) setEverOpen(true);
  if (!everOpen) return null;
  return (
    <Suspense fallback={null}>
      <DeleteDialogModal {...props} warning={warning} />
    </Suspense>
  );
}
