// Edit in a modal, with the create form: the list (and its period) stays where the vet left it.
import { Modal } from 'antd';
import type { UseFormSetError } from 'react-hook-form';
import dayjs from 'dayjs';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { useUpdateGroomingServiceMutation } from '../../grooming/api/groomingMutations';
import type { GroomingService } from '../../grooming/api/types';
import { MSG } from '../../grooming/messages';
import { FORM_FIELDS } from '../../grooming-form/formFields';
import { GroomingForm } from '../../grooming-form/GroomingForm';
import { toPayload, valuesOf, type GroomingFormValues } from '../../grooming-form/groomingSchema';

export function EditServiceModal({
  service,
  onClose,
}: {
  service: GroomingService | null;
  onClose: () => void;
}) {
  const [update, { isLoading }] = useUpdateGroomingServiceMutation();
  const onSubmit = async (values: GroomingFormValues, setError: UseFormSetError<GroomingFormValues>) => {
    if (!service) return;
    try {
      const { msg } = await update({ id: service._id, body: toPayload(values) }).unwrap();
      toast.success(msg || MSG.updated);
      onClose();
    } catch (error) {
      applyServerErrors(error, FORM_FIELDS, setError);
      toast.error(errorMessage(error, MSG.updateFailed));
    }
  };
  return (
    <Modal
      open={!!service}
      title={service ? `Editar servicio de ${service.patientId?.name ?? ''}` : 'Editar servicio'}
      footer={null}
      destroyOnHidden
      onCancel={() => !isLoading && onClose()}
      width={640}
    >
      {service && (
        <GroomingForm
          key={service._id}
          initialValues={valuesOf(service, (iso) => dayjs(iso))}
          submitLabel="Guardar cambios"
          submitting={isLoading}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
