// What the table and the cards show alike for one consultation.
import { Link } from 'react-router-dom';
import { formatDateTime } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import type { Consultation } from '../../../api/types';

type Props = { consultation: Consultation };

export const consultationTime = (item: Consultation) => formatDateTime(item.date);

/** The motivo, opening the consultation. */
export function ConsultationLink({ consultation }: Props) {
  return <Link to={paths.consultation(consultation.patientId, consultation._id)}>{consultation.reason}</Link>;
}

/** The pet, opening its history. */
export function PetHistoryLink({ consultation }: Props) {
  return <Link to={paths.petHistory(consultation.patientId)}>{consultation.patient.name}</Link>;
}

/** The definitive diagnosis, else the presumptive one; nothing without either. */
export function DiagnosisLine({ consultation }: Props) {
  const diagnosis = consultation.definitiveDiagnosis || consultation.presumptiveDiagnosis;
  if (!diagnosis) return null;
  return <div className="clinical-muted clinical-clip">{`Diagnóstico: ${diagnosis}`}</div>;
}
