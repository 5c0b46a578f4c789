// /patients/:patientId (docs/product/pets.md#pet-detail): the pet, who created and changed it, its owner,
// and what can be done with it:
// what the role may not do is disabled with the reason, and the exams are not offered to a role that does
// not see them (docs/product/pets.md#what-each-role-sees). Its alerts come first, as on every screen of the
// pet (docs/product/clinical.md).
import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton } from '@vet/shared-ui';
import { PageHeader, PetAlerts, RecordAuthors } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { Allowed, PermittedButton } from '@vet/shared-ui/permission';
import { useGetPatientQuery } from '../../api/patientsEndpoints';
import { DeletePetDialog } from '../../components/DeletePetDialog';
import { PetLoadState, isMissing } from '../../components/PetLoadState';
import { PetAvatar } from '../../components/PetAvatar';
import '../../components/page.css';
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
        <PetLoadState error={error} retrying={isFetching} onRetry={refetch} />
      </div>
    );
  }

  return (
    <div className="patients-page">
      <PageHeader
        title={patient.name}
        subtitle={<RecordAuthors record={patient} />}
        actions={
          <>
            <PermittedButton permission="pets.write" type="primary" to={paths.editPet(patient._id)}>
              Editar
            </PermittedButton>
            <PermittedButton permission="pets.write" onClick={() => setPhotoOpen(true)}>
              Cambiar foto
            </PermittedButton>
            <PermittedButton permission="pets.write" danger onClick={() => setDeleting(true)}>
              Eliminar
            </PermittedButton>
          </>
        }
      />
      <PetAlerts pet={patient} />
      <div className="patients-detail">
        <Card>
          <div className="patients-detail__hero">
            <PetAvatar photo={patient.photo} species={patient.species} name={patient.name} size={128} />
            <div className="patients-detail__facts">
              <PetFacts patient={patient} />
            </div>
          </div>
        </Card>
        <div className="patients-detail__side">
          <OwnerCard patient={patient} />
          <Card title="Servicios" size="small">
            <nav aria-label="Servicios de la mascota" className="patients-detail__links">
              <Allowed permission="clinical.read">
                <LinkButton to={paths.petHistory(patient._id)} block>
                  Historia clínica
                </LinkButton>
                <PermittedButton permission="clinical.write" to={paths.newConsultation(patient._id)} block>
                  Nueva consulta
                </PermittedButton>
              </Allowed>
              <Allowed permission="lab.read">
                <LinkButton to={paths.labExams(patient._id)} block>
                  Exámenes de laboratorio
                </LinkButton>
              </Allowed>
              <PermittedButton permission="grooming.write" to={paths.newGrooming(patient._id)} block>
                Nuevo servicio de peluquería
              </PermittedButton>
              {/* «Nueva cita» of the appointments remote, this pet chosen (no contract path yet). */}
              <Allowed permission="appointments.write">
                <LinkButton to={`/appointments/new?patientId=${encodeURIComponent(patient._id)}`} block>
                  Programar cita
                </LinkButton>
              </Allowed>
            </nav>
          </Card>
        </div>
      </div>
      <ChangePhotoModal patient={patient} open={photoOpen} onClose={() => setPhotoOpen(false)} />
      <DeletePetDialog
        patient={deleting ? patient : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.pets)}
      />
    </div>
  );
}
