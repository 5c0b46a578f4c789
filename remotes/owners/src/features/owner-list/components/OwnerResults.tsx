// The search box and one page of owners from the server. While another page or search loads, the
// current one stays on screen under a spinner.
import { useCallback, useMemo, useRef } from 'react';
import { Button, Input, Pagination, Spin } from 'antd';
import { EmptyState, useIsDesktop, type ListPage, type ListParams } from '@vet/shared-ui';
import type { Owner } from '../../../api/types';
import { OWNER_LIST_TEXTS } from '../../../messages';
import { OwnerCards } from './OwnerCards';
import { OwnersTable } from './OwnersTable';

export function OwnerResults({
  list,
  result,
  pageSize,
  fetching,
  onDelete,
}: {
  list: ListParams;
  result: ListPage<Owner>;
  pageSize: number;
  fetching: boolean;
  onDelete: (owner: Owner) => void;
}) {
  const isDesktop = useIsDesktop();
  const top = useRef<HTMLDivElement>(null);
  const { setPage, page } = list;
  const onPage = useCallback(
    (next: number) => {
      setPage(next);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    [setPage],
  );
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

  return (
    <div ref={top} className="owners-results">
      <Input
        type="search"
        allowClear
        size="large"
        className="owners-search"
        aria-label={OWNER_LIST_TEXTS.searchLabel}
        placeholder={OWNER_LIST_TEXTS.searchPlaceholder}
        value={list.input}
        onChange={(event) => list.setInput(event.target.value)}
      />
      <Spin spinning={fetching} aria-busy={fetching}>
        <p className="owners-count" aria-live="polite">
          {OWNER_LIST_TEXTS.count(result.total, !!list.q)}
        </p>
        {result.total === 0 ? (
          <EmptyState
            message="Sin resultados"
            description={OWNER_LIST_TEXTS.noMatch(list.q)}
            action={<Button onClick={list.clear}>Limpiar búsqueda</Button>}
          />
        ) : isDesktop ? (
          <OwnersTable owners={result.items} onDelete={onDelete} pagination={pagination} />
        ) : (
          <>
            <OwnerCards owners={result.items} onDelete={onDelete} />
            <Pagination className="owners-pagination" simple {...pagination} />
          </>
        )}
      </Spin>
    </div>
  );
}
