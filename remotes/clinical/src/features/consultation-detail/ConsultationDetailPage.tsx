// /patients/:patientId/consultations/:consultationId «Consulta del dd/mm/aaaa»
// (docs/product/clinical.md#consultation-detail): the whole consultation in the order it ran, values out of
// range said in words, the prescription as a table, who registered and changed it, its lock, its addenda
// and the form that adds one. «Editar» is its author's until it locks (disabled with why for anyone else);
// «Eliminar» the administrator's (clinical.delete), through the shared confirmation.
import { useState } from 'react';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DeleteDialog,
  LinkButton,
  errorMessage,
  errorStatus,
  formatDate,
  formatDateTime,
  toast,
} from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts, RecordAuthors } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { DisabledAction, PermittedButton } from '@vet/shared-ui/permission';
import { useGetConsultationQuery } from '../../api/consultationEndpoints';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import type { Consultation } from '../../api/types';
import { Section } from '../../components/Section';
import { useEditBlock } from '../../hooks/useEditBlock';
import { MSG } from '../../messages';
import { useDeleteConsultationMutation } from './api/consultationDetailEndpoints';
import { Addenda } from './components/Addenda';
import { ExamFacts } from './components/ExamFacts';
import { Facts } from './components/Facts';
import { PrescriptionTable } from './components/PrescriptionTable';
import '../consultations/consultations.css';

export default function ConsultationDetailPage() {
  const { patientId = '', consultationId = '' } = useParams();
  const query = useGetConsultationQuery(consultationId, { skip: !consultationId });
  const { data: pet } = useGetPatientQuery(patientId, { skip: !patientId });
  const { data: consultation } = query;

  if (!consultation) {
    if (!query.error) return <Loading label={MSG.loadingConsultation} />;
    const missing = errorStatus(query.error) === 404;
    return (
      <LoadError
        title={missing ? MSG.consultationNotFound : MSG.consultationFailed}
        error={missing ? undefined : query.error}
        onRetry={missing ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
        action={<LinkButton to={paths.petHistory(patientId)}>Volver a la historia clínica</LinkButton>}
      />
    );
  }

  return (
    <div className="clinical-page">
      <ConsultationHeader consultation={consultation} />
      {pet && <PetAlerts pet={pet} />}
      <LockNotice consultation={consultation} />
      <Section title="Datos de la consulta">
        <Facts
          facts={[
            { label: 'Fecha y hora', value: formatDateTime(consultation.date) },
            { label: 'Médico tratante', value: MSG.person(consultation.vet) },
            { label: 'Motivo de consulta', value: consultation.reason, text: true },
            { label: 'Anamnesis', value: consultation.anamnesis, text: true },
          ]}
        />
      </Section>
      <Section title="Examen físico">
        <ExamFacts consultation={consultation} />
      </Section>
      <Section title="Diagnóstico">
        <Facts
          facts={[
            { label: 'Diagnóstico presuntivo', value: consultation.presumptiveDiagnosis, text: true },
            { label: 'Diagnóstico definitivo', value: consultation.definitiveDiagnosis, text: true },
          ]}
        />
      </Section>
      <Section title="Tratamiento">
        <Facts facts={[{ label: 'Tratamiento e indicaciones', value: consultation.treatment, text: true }]} />
        <h3 className="clinical-subtitle">Receta</h3>
        <PrescriptionTable prescriptions={consultation.prescriptions} />
      </Section>
      <Section title="Próximo control">
        <p className="clinical-text">
          {consultation.nextCheck ? formatDate(consultation.nextCheck) : 'Sin fecha'}
        </p>
      </Section>
      <Addenda consultation={consultation} />
    </div>
  );
}

function ConsultationHeader({ consultation }: { consultation: Consultation }) {
  const navigate = useNavigate();
  const { patientId, _id, patient } = consultation;
  const block = useEditBlock(consultation);
  const [deleting, setDeleting] = useState(false);
  const [remove, { isLoading }] = useDeleteConsultationMutation();
  const day = formatDate(consultation.date);

  const confirm = async () => {
    try {
      const answer = await remove(_id).unwrap();
      toast.success(answer.msg || MSG.deleted);
      setDeleting(false);
      navigate(paths.petHistory(patientId));
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.unexpected));
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={MSG.detailTitle(day)}
        back={{ to: paths.petHistory(patientId), label: MSG.historyBack(patient.name) }}
        subtitle={
          <>
            <p className="clinical-header-pet">
              {patient.name} · {patient.species}
              {patient.ownerName ? ` · Propietario: ${patient.ownerName}` : ''}
            </p>
            <RecordAuthors record={consultation} />
          </>
        }
        actions={
          <>
            {block ? (
              <DisabledAction reason={block}>Editar</DisabledAction>
            ) : (
              <LinkButton to={paths.editConsultation(patientId, _id)}>Editar</LinkButton>
            )}
            <PermittedButton permission="clinical.delete" danger onClick={() => setDeleting(true)}>
              Eliminar
            </PermittedButton>
          </>
        }
      />
      <DeleteDialog
        open={deleting}
        name={MSG.deleteName(patient.name, day)}
        warning={MSG.deleteWarning}
        deleting={isLoading}
        onConfirm={confirm}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** Whether the consultation may still change: closed since when, or until when its author may edit it. */
function LockNotice({ consultation }: { consultation: Consultation }) {
  const when = formatDateTime(consultation.editableUntil);
  if (consultation.locked) return <Alert type="info" showIcon title={MSG.lockedNotice(when)} />;
  return <p className="clinical-muted clinical-lock-hint">{MSG.editableNotice(when)}</p>;
}
