// /owners (docs/product/owners.md#owner-list): the vet's owners, searched and paged by the server,
// ver / editar / eliminar per row.
import { Alert, Button, Skeleton } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import { EmptyState, LinkButton, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { useGetOwnersQuery } from '../../api/ownersEndpoints';
import { ownersPageArgs, PAGE_SIZE } from './hooks/useOwnersPage';
import { LoadError } from '../owners/components/LoadError';
import { PageHeader } from '../owners/components/PageHeader';
import { useOwnerDeletion } from '../../hooks/useOwnerDeletion';
import { MSG, OWNER_LIST_TEXTS } from '../../messages';
import { OwnerResults } from './components/OwnerResults';

export default function OwnerListPage() {
  const list = useListParams();
  const { data, isLoading, error, isFetching, refetch } = useGetOwnersQuery(ownersPageArgs(list));
  const { askToDelete, dialog } = useOwnerDeletion();
  useKeepPageInRange(data, list.page, list.setPage);

  let body;
  if (isLoading) {
    body = (
      <Panel aria-busy="true" aria-label={OWNER_LIST_TEXTS.loading}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  } else if (!data) {
    body = (
      <LoadError title={OWNER_LIST_TEXTS.loadFailed} error={error} retrying={isFetching} onRetry={refetch} />
    );
  } else if (data.total === 0 && !list.q && !list.input) {
    body = (
      <EmptyState
        message={MSG.noOwners}
        description={MSG.noOwnersHint}
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
        {/* A failed reload keeps the last page on screen, and says so. */}
        {error && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={OWNER_LIST_TEXTS.stale}
            action={
              <Button size="small" onClick={refetch} loading={isFetching}>
                Reintentar
              </Button>
            }
          />
        )}
        <OwnerResults
          list={list}
          result={data}
          pageSize={PAGE_SIZE}
          fetching={isFetching}
          onDelete={askToDelete}
        />
      </>
    );
  }

  return (
    <div className="owners-page">
      <PageHeader
        title={MSG.listTitle}
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
