// /owners (SPEC §2): every owner of the vet, searchable, with ver / editar / eliminar per row.
import { Alert, Button, Card, Skeleton } from 'antd';
import { EmptyState, LinkButton } from '@vet/shared-ui';
import { useGetOwnersQuery } from '../owners/api/ownersEndpoints';
import { LoadError } from '../owners/components/LoadError';
import { PageHeader } from '../owners/components/PageHeader';
import { useOwnerDeletion } from '../owners/hooks/useOwnerDeletion';
import { OwnerResults } from './components/OwnerResults';

export default function OwnersListPage() {
  const { data: owners, isLoading, error, isFetching, refetch } = useGetOwnersQuery();
  const { askToDelete, dialog } = useOwnerDeletion();

  let body;
  if (isLoading) {
    body = (
      <Card aria-busy="true" aria-label="Cargando propietarios...">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (!owners) {
    body = (
      <LoadError
        title="No se pudieron cargar los propietarios"
        error={error}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  } else if (owners.length === 0) {
    body = (
      <EmptyState
        message="No hay propietarios"
        description="Registra al primer propietario para luego añadir sus mascotas."
        action={
          <LinkButton type="primary" to="/owners/new">
            Registrar propietario
          </LinkButton>
        }
      />
    );
  } else {
    body = (
      <>
        {/* A failed reload keeps the last list on screen, and says so. */}
        {error && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="No se pudo actualizar la lista de propietarios."
            action={
              <Button size="small" onClick={refetch} loading={isFetching}>
                Reintentar
              </Button>
            }
          />
        )}
        <OwnerResults owners={owners} onDelete={askToDelete} />
      </>
    );
  }

  return (
    <div className="owners-page">
      <PageHeader
        title="Propietarios"
        actions={
          <LinkButton type="primary" to="/owners/new">
            Nuevo propietario
          </LinkButton>
        }
      />
      {body}
      {dialog}
    </div>
  );
}
