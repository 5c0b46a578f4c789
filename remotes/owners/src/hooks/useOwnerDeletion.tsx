// The delete flow shared by the list and the detail (docs/product/owners.md#delete-an-owner): the shared
// confirmation dialog (with its deleting state), the server's message as a toast, and an error toast on failure.
import { useCallback, useState } from 'react';
import { DeleteDialog, errorMessage, toast } from '@vet/shared-ui';
import { useDeleteOwnerMutation } from '../api/ownersEndpoints';
import type { Owner } from '../api/types';
import { MSG } from '../messages';

type Target = Pick<Owner, '_id' | 'name'>;

export function useOwnerDeletion(onDeleted?: (owner: Target) => void) {
  const [deleteOwner, { isLoading }] = useDeleteOwnerMutation();
  const [open, setOpen] = useState(false);
  // Kept after closing so the name does not vanish during the closing animation.
  const [target, setTarget] = useState<Target | null>(null);

  // Stable, so the table's columns are not rebuilt on every render.
  const askToDelete = useCallback((owner: Target) => {
    setTarget(owner);
    setOpen(true);
  }, []);

  const confirm = async () => {
    if (!target) return;
    try {
      const answer = await deleteOwner(target._id).unwrap();
      toast.success(answer.msg || MSG.deleted);
      setOpen(false);
      onDeleted?.(target);
    } catch (error) {
      toast.error(errorMessage(error, MSG.fallbackError));
      setOpen(false);
    }
  };

  const dialog = (
    <DeleteDialog
      open={open}
      name={target?.name ?? ''}
      warning={MSG.deleteWarning}
      deleting={isLoading}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  );

  return { askToDelete, dialog, deleting: isLoading };
}
