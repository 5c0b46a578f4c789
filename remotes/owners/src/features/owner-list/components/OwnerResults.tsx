// One page of owners from the server: a table on a desktop, cards on a phone, and the paging that asks
// the server for the others.
import { useMemo } from 'react';
import { Pagination } from 'antd';
import { useIsDesktop, type ListPage } from '@vet/shared-ui';
import type { Owner } from '../../../api/types';
import { OwnerCards } from './OwnerCards';
import { OwnersTable } from './OwnersTable';

export function OwnerResults({
  result,
  page,
  pageSize,
  onPage,
  onDelete,
}: {
  result: ListPage<Owner>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onDelete: (owner: Owner) => void;
}) {
  const isDesktop = useIsDesktop();
  // Memoised (the table and cards are memo components): a keystroke in the search box then redraws
  // the box only, not the page of rows, until the server answers the new search.
  const pagination = useMemo(
    () => ({
      current: page,
      pageSize,
      total: result.total,
      hideOnSinglePage: true,
      showSizeChanger: false,
      onChange: onPage,
    }),
    [page, pageSize, result.total, onPage],
  );

  if (isDesktop) return <OwnersTable owners={result.items} onDelete={onDelete} pagination={pagination} />;
  return (
    <>
      <OwnerCards owners={result.items} onDelete={onDelete} />
      <Pagination className="owners-pagination" simple {...pagination} />
    </>
  );
}
