// The delete confirmation for one pet, shared by the list and the detail (docs/product/pets.md#delete-a-pet).
import { DeleteDialog, errorMessage, toast } from '@vet/shared-ui';
import { useDeletePatientMutation } from '../api/patientsEndpoints';
import { MSG } from '../messages';

export interface DeletePetDialogProps {
  /** The pet to delete; null keeps the dialog closed. */
  patient: { _id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeletePetDialog({ patient, onClose, onDeleted }: DeletePetDialogProps) {
  const [deletePatient, { isLoading }] = useDeletePatientMutation();

  const confirm = async () => {
    if (!patient) return;
    try {
      await deletePatient(patient._id).unwrap();
      toast.success(MSG.deleted);
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(errorMessage(error, MSG.deleteFailed));
    }
  };

  return (
    <DeleteDialog
      open={patient !== null}
      name={patient?.name ?? ''}
      deleting={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
