// The shared confirmation, worded for a service (the default sentence speaks of a pet's data):
// docs/product/grooming.md#delete-a-service.
import { DeleteDialog, errorMessage, formatDate, toast } from '@vet/shared-ui';
import { useDeleteGroomingServiceMutation } from '../api/groomingListEndpoints';
import type { GroomingService } from '../../../api/types';
import { MSG } from '../../../messages';

export function DeleteServiceDialog({
  service,
  onClose,
}: {
  service: GroomingService | null;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteGroomingServiceMutation();
  const confirm = async () => {
    if (!service) return;
    try {
      const { msg } = await remove(service._id).unwrap();
      toast.success(msg || MSG.deleted);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, MSG.deleteFailed));
    }
  };
  return (
    <DeleteDialog
      open={!!service}
      name={
        service ? `${service.service} de ${service.patientId?.name ?? ''} (${formatDate(service.date)})` : ''
      }
      warning={MSG.deleteWarning}
      deleting={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
