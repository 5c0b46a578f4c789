// The photo change (docs/product/pets.md#change-the-photo): picker and preview; Guardar stays disabled
// until a file is chosen; Cancelar forgets the choice (the current photo is shown again); the PUT carries
// only `photo` and the version of the pet shown. If the pet changed meanwhile (409), the dialog says so and
// keeps the chosen photo: «Recargar» brings the pet's current version, then Guardar sends the photo again.
import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { errorMessage, toast } from '@vet/shared-ui';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { useGetPatientQuery, useUpdatePatientMutation } from '../../../api/patientsEndpoints';
import type { Patient } from '../../../api/types';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { MSG } from '../../../messages';

const FORM_ID = 'change-photo-form';

export function ChangePhotoModal({
  patient,
  open,
  onClose,
}: {
  patient: Patient;
  open: boolean;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updatePatient, { isLoading }] = useUpdatePatientMutation();
  const stale = useStaleRecord();
  // The detail page's own query of this pet: the reload refreshes what the page shows too.
  const { refetch } = useGetPatientQuery(patient._id);

  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };

  const save = async () => {
    if (!file) {
      toast.info(MSG.noNewPhoto);
      return;
    }
    const body = new FormData();
    body.append('photo', file, file.name);
    try {
      await updatePatient({ id: patient._id, version: patient.version, body }).unwrap();
      toast.success(MSG.photoUpdated);
      close();
    } catch (error) {
      if (stale.caught(error)) return;
      toast.error(errorMessage(error, MSG.photoFailed));
    }
  };

  return (
    <Modal
      open={open}
      title="Cambiar foto"
      centered
      destroyOnHidden
      closable={!isLoading}
      mask={{ closable: !isLoading }}
      keyboard={!isLoading}
      onCancel={() => {
        if (!isLoading) close();
      }}
      footer={[
        <Button key="cancel" onClick={close} disabled={isLoading}>
          Cancelar
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={FORM_ID}
          disabled={!file}
          loading={isLoading}
        >
          Guardar
        </Button>,
      ]}
    >
      <form
        id={FORM_ID}
        aria-label="Cambiar foto"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor="change-photo-file" className="patients-detail__photo-label">
          Nueva foto
        </label>
        <PhotoPicker
          id="change-photo-file"
          value={file}
          onChange={(chosen) => {
            setProblem(null);
            setFile(chosen);
          }}
          onReject={setProblem}
          currentUrl={patient.photo}
          species={patient.species}
          name={patient.name}
        />
        {stale.stale && <StaleRecordAlert refetch={refetch} onReloaded={stale.reloaded} />}
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      </form>
    </Modal>
  );
}
