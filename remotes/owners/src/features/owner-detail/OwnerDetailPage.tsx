// /owners/{ownerId} (docs/product/owners.md#owner-detail): who created and changed the owner, contact,
// WhatsApp and mailto links, address, how reminders reach them, dates, edit and delete, the owner's
// pets. «Programar Cita» opens «Nueva cita» of the appointments remote for this owner.
// A role without owners.write sees Editar and Eliminar disabled, with the reason; one without
// appointments.write does not see «Programar Cita» (the agenda is not theirs).
import { Col, Row } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, StatusPage, errorStatus } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, RecordAuthors } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { Allowed, PermittedButton } from '@vet/shared-ui/permission';
import { useGetOwnerQuery } from '../../api/ownersEndpoints';
import { OwnersPage } from '../../components/OwnersPage';
import { useOwnerDeletion } from '../../hooks/useOwnerDeletion';
import { MSG } from '../../messages';
import { OwnerInfo } from './components/OwnerInfo';
import { OwnerPets } from './components/OwnerPets';
import './ownerDetail.css';

const BACK = { to: paths.owners, label: MSG.listTitle };

/** «Nueva cita» for the owner's pets (remotes/appointments). A plain address: @vet/shared-ui/contract's
 *  paths has no appointments entry yet; when it has one, use it here. */
const newAppointmentFor = (ownerId: string) =>
  `/appointments/new?${new URLSearchParams({ ownerId }).toString()}`;

export default function OwnerDetailPage() {
  const { ownerId = '' } = useParams();
  const navigate = useNavigate();
  // Asks again on every visit: the owner may have been changed elsewhere, or deleted.
  const {
    data: owner,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetOwnerQuery(ownerId, {
    refetchOnMountOrArgChange: true,
  });
  const { askToDelete, dialog } = useOwnerDeletion(() => navigate(paths.owners, { replace: true }));

  if (isLoading) {
    return (
      <OwnersPage>
        <Loading label={MSG.loadingOwner} />
      </OwnersPage>
    );
  }

  if (!owner || (error && !isFetching)) {
    // 400 is a malformed id: for the vet it is the same missing owner as a 404.
    const status = errorStatus(error);
    return (
      <OwnersPage>
        {status === 404 || status === 400 ? (
          <StatusPage
            tone="warning"
            title={MSG.ownerNotFound}
            message={MSG.ownerNotFoundHint}
            action={<LinkButton to={paths.owners}>Volver a propietarios</LinkButton>}
          />
        ) : (
          <LoadError title={MSG.ownerLoadFailed} error={error} retrying={isFetching} onRetry={refetch} />
        )}
      </OwnersPage>
    );
  }

  return (
    <OwnersPage>
      <PageHeader
        title={owner.name}
        back={BACK}
        subtitle={<RecordAuthors record={owner} />}
        actions={
          <>
            <PermittedButton permission="owners.write" to={paths.editOwner(owner._id)}>
              Editar
            </PermittedButton>
            <PermittedButton permission="owners.write" danger onClick={() => askToDelete(owner)}>
              Eliminar
            </PermittedButton>
            <Allowed permission="appointments.write">
              <LinkButton to={newAppointmentFor(owner._id)}>Programar Cita</LinkButton>
            </Allowed>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <OwnerInfo owner={owner} />
        </Col>
        <Col xs={24} lg={14}>
          <OwnerPets ownerId={owner._id} />
        </Col>
      </Row>
      {dialog}
    </OwnersPage>
  );
}
