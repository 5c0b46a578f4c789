// /owners/{ownerId} (docs/product/owners.md#owner-detail): contact, WhatsApp and mailto links, address,
// dates, edit and delete, the owner's pets. "Programar Cita" is shown but has no screen yet: disabled, and it says so.
import { Button, Card, Col, Result, Row, Skeleton, Tooltip } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, errorStatus } from '@vet/shared-ui';
import { useGetOwnerQuery } from '../../api/ownersEndpoints';
import { LoadError } from '../owners/components/LoadError';
import { PageHeader } from '../owners/components/PageHeader';
import { useOwnerDeletion } from '../../hooks/useOwnerDeletion';
import { MSG } from '../../messages';
import { OwnerInfo } from './components/OwnerInfo';
import { OwnerPets } from './components/OwnerPets';

const BACK = { to: '/owners', label: MSG.listTitle };

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
  const { askToDelete, dialog } = useOwnerDeletion(() => navigate('/owners', { replace: true }));

  if (isLoading) {
    return (
      <div className="owners-page">
        <PageHeader title={MSG.loadingOwner} back={BACK} />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }

  if (!owner || (error && !isFetching)) {
    // 400 is a malformed id: for the vet it is the same missing owner as a 404.
    const status = errorStatus(error);
    return (
      <div className="owners-page">
        {status === 404 || status === 400 ? (
          <Result
            status="404"
            title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{MSG.ownerNotFound}</h1>}
            subTitle={MSG.ownerNotFoundHint}
            extra={<LinkButton to="/owners">Volver a propietarios</LinkButton>}
          />
        ) : (
          <LoadError title={MSG.ownerLoadFailed} error={error} retrying={isFetching} onRetry={refetch} />
        )}
      </div>
    );
  }

  return (
    <div className="owners-page">
      <PageHeader
        title={owner.name}
        back={BACK}
        actions={
          <>
            <LinkButton to={`/owners/${owner._id}/edit`}>Editar</LinkButton>
            <Button danger onClick={() => askToDelete(owner)}>
              Eliminar
            </Button>
            <Tooltip title={MSG.comingSoon}>
              {/* A disabled button fires no hover events: the wrapper shows the tooltip. */}
              <span tabIndex={0}>
                <Button disabled>Programar Cita</Button>
              </span>
            </Tooltip>
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
    </div>
  );
}
