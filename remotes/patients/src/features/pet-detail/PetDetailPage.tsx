// /patients/:patientId (docs/product/pets.md#pet-detail): the pet, its owner, and what can be done with it.
import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton } from '@vet/shared-ui';
import { useGetPatientQuery } from '../../api/patientsEndpoints';
import { DeletePetDialog } from '../../components/DeletePetDialog';
import { PatientLoadState, isMissing } from '../patients/components/PatientLoadState';
import { PetAvatar } from '../../components/PetAvatar';
import '../patients/components/patients.css';
import { ChangePhotoModal } from './components/ChangePhotoModal';
import { OwnerCard } from './components/OwnerCard';
import { PetFacts } from './components/PetFacts';
import './petDetail.css';

export default function PetDetailPage() {
  const { patientId = '' } = useParams();
  const navigate = useNavigate();
  const { data: patient, error, isFetching, refetch } = useGetPatientQuery(patientId);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // A pet deleted meanwhile (another tab) answers 404 on the refetch: the stale copy is not shown.
  if (!patient || isMissing(error)) {
    return (
      <div className="patients-page">
        <PatientLoadState error={error} retrying={isFetching} onRetry={refetch} />
      </div>
    );
  }

  return (
    <div className="patients-page pet-detail">
      <Card>
        <div className="pet-detail__hero">
          <PetAvatar photo={patient.photo} species={patient.species} name={patient.name} size={128} />
          <div className="pet-detail__heading">
            <Typography.Title level={1} className="pet-detail__name">
              {patient.name}
            </Typography.Title>
            <Space wrap>
              <LinkButton type="primary" to={`/patients/edit/${patient._id}`}>
                Editar
              </LinkButton>
              <Button onClick={() => setPhotoOpen(true)}>Cambiar foto</Button>
              <Button danger onClick={() => setDeleting(true)}>
                Eliminar
              </Button>
            </Space>
          </div>
        </div>
        <PetFacts patient={patient} />
      </Card>
      <div className="pet-detail__side">
        <OwnerCard patient={patient} />
        <Card title="Servicios" size="small">
          <nav aria-label="Servicios de la mascota" className="pet-detail__links">
            <LinkButton to={`/patients/${patient._id}/lab-exams`} block>
              Exámenes de laboratorio
            </LinkButton>
            <LinkButton to={`/patients/${patient._id}/grooming-services/create`} block>
              Nuevo servicio de peluquería
            </LinkButton>
          </nav>
        </Card>
      </div>
      <ChangePhotoModal patient={patient} open={photoOpen} onClose={() => setPhotoOpen(false)} />
      <DeletePetDialog
        patient={deleting ? patient : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/patients')}
      />
    </div>
  );
}
