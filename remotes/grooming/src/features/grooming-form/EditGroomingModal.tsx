// Edit in a modal, with the create form: the list (and its period) stays where the vet left it. Grooming
// has no detail screen: who created and changed the service heads the dialog, read from GET /grooming/:id
// when it opens (docs/product/grooming.md#edit-a-service). The save sends the version the form started
// from; a stale one shows StaleRecordAlert, keeping what was typed until «Recargar» brings the service as
// it is now.
import { useState } from 'react';
import { Modal } from 'antd';
import type { UseFormSetError } from 'react-hook-form';
import dayjs from 'dayjs';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { RecordAuthors } from '@vet/shared-ui/page';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import {
  useGetGroomingServiceQuery,
  useLazyGetGroomingServiceQuery,
  useUpdateGroomingServiceMutation,
} from './api/groomingFormEndpoints';
import type { GroomingService } from '../../api/types';
import { MSG } from '../../messages';
import { FORM_FIELDS } from './formFields';
import { GroomingForm } from './components/GroomingForm';
import { toPayload, valuesOf, type GroomingFormValues } from './groomingSchema';

/** The modal's content: its state (a reloaded service, the stale warning) ends with the modal. */
function EditService({
  service,
  onClose,
  onSaving,
}: {
  service: GroomingService;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}) {
  const [update, { isLoading }] = useUpdateGroomingServiceMutation();
  const [fetchService] = useLazyGetGroomingServiceQuery();
  // The list's rows do not name their authors: the service's detail does, asked again on every opening.
  const { data: detail } = useGetGroomingServiceQuery(service._id, { refetchOnMountOrArgChange: true });
  // The list's row until the vet reloads after a stale save.
  const [reloaded, setReloaded] = useState<GroomingService | null>(null);
  const record = reloaded ?? service;
  const stale = useStaleRecord();

  const onSubmit = async (values: GroomingFormValues, setError: UseFormSetError<GroomingFormValues>) => {
    onSaving(true);
    try {
      const { msg } = await update({
        id: record._id,
        version: record.version,
        body: toPayload(values),
      }).unwrap();
      toast.success(msg || MSG.updated);
      onClose();
    } catch (error) {
      if (stale.caught(error)) return;
      applyServerErrors(error, FORM_FIELDS, setError);
      toast.error(errorMessage(error, MSG.updateFailed));
    } finally {
      onSaving(false);
    }
  };

  return (
    <>
      {detail && (
        <div className="grooming-form__authors">
          <RecordAuthors record={detail} />
        </div>
      )}
      {stale.stale && (
        <StaleRecordAlert
          refetch={() => fetchService(record._id)}
          onReloaded={(fresh) => {
            setReloaded(fresh);
            stale.reloaded();
          }}
        />
      )}
      <GroomingForm
        key={`${record._id}:${record.version}:${stale.formKey}`}
        initialValues={valuesOf(record, (iso) => dayjs(iso))}
        submitLabel="Guardar cambios"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </>
  );
}

export function EditGroomingModal({
  service,
  onClose,
}: {
  service: GroomingService | null;
  onClose: () => void;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={!!service}
      title={MSG.editTitle(service ? (service.patientId?.name ?? '') : undefined)}
      footer={null}
      destroyOnHidden
      onCancel={() => !saving && onClose()}
      width={640}
    >
      {service && <EditService key={service._id} service={service} onClose={onClose} onSaving={setSaving} />}
    </Modal>
  );
}
