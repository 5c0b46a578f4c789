// /owners (docs/product/owners.md#owner-list): the vet's owners, searched and paged by the server,
// ver / editar / eliminar per row, in the frame every list shares (ListFrame). A role without owners.write
// sees «Nuevo propietario» disabled with the reason, and «Ver» alone on the rows.
import { useCallback, useRef } from 'react';
import { EmptyState, LinkButton, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { ListFrame, PageHeader } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton, useCan } from '@vet/shared-ui/permission';
import { useGetOwnersQuery } from '../../api/ownersEndpoints';
import { OwnersPage } from '../../components/OwnersPage';
import { useOwnerDeletion } from '../../hooks/useOwnerDeletion';
import { MSG, OWNER_LIST_TEXTS } from '../../messages';
import { OwnerResults } from './components/OwnerResults';
import { ownersPageArgs, PAGE_SIZE } from './hooks/useOwnersPage';
import './ownerList.css';

export default function OwnerListPage() {
  const list = useListParams();
  const query = useGetOwnersQuery(ownersPageArgs(list));
  const { askToDelete, dialog } = useOwnerDeletion();
  const writes = useCan('owners.write');
  useKeepPageInRange(query.data, list.page, list.setPage);

  // Another page scrolls back to the top of the list: the search box, the count, the first rows.
  const top = useRef<HTMLDivElement>(null);
  const { setPage } = list;
  const onPage = useCallback(
    (next: number) => {
      setPage(next);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    [setPage],
  );

  return (
    <OwnersPage>
      <PageHeader
        title={MSG.listTitle}
        actions={
          <PermittedButton permission="owners.write" type="primary" to={paths.newOwner}>
            Nuevo propietario
          </PermittedButton>
        }
      />
      <div ref={top} className="owners-results">
        <ListFrame
          query={query}
          list={list}
          texts={OWNER_LIST_TEXTS}
          empty={
            <EmptyState
              message={MSG.noOwners}
              description={writes ? MSG.noOwnersHint : undefined}
              action={
                writes && (
                  <LinkButton type="primary" to={paths.newOwner}>
                    Registrar propietario
                  </LinkButton>
                )
              }
            />
          }
        >
          {(result) => (
            <OwnerResults
              result={result}
              page={list.page}
              pageSize={PAGE_SIZE}
              onPage={onPage}
              onDelete={askToDelete}
            />
          )}
        </ListFrame>
      </div>
      {dialog}
    </OwnersPage>
  );
}
