// «Registrar vacuna», «Registrar desparasitación» and their edit, in a dialog over the pet's history
// (docs/product/clinical.md#vaccines-and-deworming), which stays where the vet left it. A new application
// carries its submission's key (a double click records one); an edit sends the version it started from,
// and a stale one shows StaleRecordAlert, keeping what was typed until «Recargar». The server's refusals
// land under their fields; its sentence is the toast.
import { useState } from 'react';
import { Modal } from 'antd';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { RecordAuthors } from '@vet/shared-ui/page';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord, useSubmissionKey } from '@vet/shared-ui/submission';
import {
  useCreatePreventiveMutation,
  useLazyGetPreventiveQuery,
  useUpdatePreventiveMutation,
} from '../../api/preventiveEndpoints';
import type { ClinicalPatient, Preventive, PreventiveKind } from '../../api/types';
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import { MSG } from '../../messages';
import { PreventiveForm, type PreventiveSubmit } from './components/PreventiveForm';
import { useAppliedByChoices } from './hooks/useAppliedByChoices';
import { FORM_FIELDS, emptyValues, toBody, valuesOf } from './preventiveSchema';
import './preventiveForm.css';

/** What the dialog is open for: a new application of a kind, or one to edit. */
export type PreventiveDialogState = { kind: PreventiveKind } | { preventive: Preventive };

interface ContentProps {
  pet: ClinicalPatient;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}

const kindWord = (kind: PreventiveKind) => PREVENTIVE_KIND_LABELS[kind].toLowerCase();

function NewPreventive({ kind, pet, onClose, onSaving }: ContentProps & { kind: PreventiveKind }) {
  const choices = useAppliedByChoices();
  const [create, { isLoading }] = useCreatePreventiveMutation();
  const submission = useSubmissionKey();
  const [initialValues] = useState(() => emptyValues(choices.sessionMember));

  const onSubmit: PreventiveSubmit = (values, setError) =>
    submission.once(async () => {
      onSaving(true);
      try {
        const answer = await create({
          patientId: pet._id,
          body: toBody(kind, values),
          submissionKey: submission.key,
        }).unwrap();
        toast.success(answer.msg);
        onClose();
      } catch (failure) {
        submission.refused(failure);
        applyServerErrors(failure, FORM_FIELDS, setError);
        toast.error(errorMessage(failure, MSG.unexpected));
      } finally {
        onSaving(false);
      }
    });

  return (
    <PreventiveForm
      kind={kind}
      species={pet.species}
      initialValues={initialValues}
      appliedByOptions={choices.options}
      submitLabel={`Registrar ${kindWord(kind)}`}
      submitting={isLoading}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}

function EditPreventive({ preventive, pet, onClose, onSaving }: ContentProps & { preventive: Preventive }) {
  const [update, { isLoading }] = useUpdatePreventiveMutation();
  const [fetchPreventive] = useLazyGetPreventiveQuery();
  // The list's record until the vet reloads after a stale save.
  const [reloaded, setReloaded] = useState<Preventive | null>(null);
  const record = reloaded ?? preventive;
  const choices = useAppliedByChoices(record.appliedBy);
  const stale = useStaleRecord();

  const onSubmit: PreventiveSubmit = async (values, setError) => {
    onSaving(true);
    try {
      const answer = await update({
        id: record._id,
        patientId: pet._id,
        version: record.version,
        body: toBody(record.kind, values),
      }).unwrap();
      toast.success(answer.msg || MSG.preventiveUpdated);
      onClose();
    } catch (failure) {
      if (stale.caught(failure)) return;
      applyServerErrors(failure, FORM_FIELDS, setError);
      toast.error(errorMessage(failure, MSG.unexpected));
    } finally {
      onSaving(false);
    }
  };

  return (
    <>
      <div className="clinical-dialog-authors">
        <RecordAuthors record={record} />
      </div>
      {stale.stale && (
        <StaleRecordAlert
          refetch={() => fetchPreventive(record._id)}
          onReloaded={(fresh) => {
            setReloaded(fresh);
            stale.reloaded();
          }}
        />
      )}
      <PreventiveForm
        key={`${record.version}:${stale.formKey}`}
        kind={record.kind}
        species={pet.species}
        initialValues={valuesOf(record)}
        appliedByOptions={choices.options}
        submitLabel="Guardar cambios"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </>
  );
}

export default function PreventiveDialog({
  state,
  pet,
  onClose,
}: {
  state: PreventiveDialogState | null;
  pet: ClinicalPatient;
  onClose: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const content = { pet, onClose, onSaving: setSaving };
  let title = '';
  if (state)
    title =
      'preventive' in state
        ? MSG.editPreventiveTitle(kindWord(state.preventive.kind), pet.name)
        : MSG.newPreventiveTitle(kindWord(state.kind), pet.name);
  return (
    <Modal
      open={!!state}
      title={title}
      footer={null}
      destroyOnHidden
      onCancel={() => !saving && onClose()}
      width={640}
    >
      {state &&
        ('preventive' in state ? (
          <EditPreventive key={state.preventive._id} preventive={state.preventive} {...content} />
        ) : (
          <NewPreventive key={state.kind} kind={state.kind} {...content} />
        ))}
    </Modal>
  );
}
