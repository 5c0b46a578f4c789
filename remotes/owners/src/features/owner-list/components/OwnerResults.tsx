// The searchable, paginated list. Only one page (20 owners) is ever rendered, and the search runs
// on a deferred copy of the query, so typing stays fluid with thousands of owners.
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Input, Pagination } from 'antd';
import { EmptyState, useIsDesktop } from '@vet/shared-ui';
import type { Owner } from '../../owners/api/types';
import { useOwnerSearch } from '../hooks/useOwnerSearch';
import { OwnerCards } from './OwnerCards';
import { OwnersTable } from './OwnersTable';

export const PAGE_SIZE = 20;

export function OwnerResults({ owners, onDelete }: { owners: Owner[]; onDelete: (owner: Owner) => void }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useOwnerSearch(owners, deferredQuery);
  const [page, setPage] = useState(1);
  const isDesktop = useIsDesktop();
  const top = useRef<HTMLDivElement>(null);

  // After a deletion the last page may be gone: show the last one that exists.
  const pageCount = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  // Memoised (and the table and cards are memo components): the urgent render of a keystroke then
  // only updates the input, and the page is redrawn in the deferred, interruptible render.
  const pageItems = useMemo(
    () => results.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    [results, current],
  );
  const searching = deferredQuery.trim() !== '';

  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };

  return (
    <div ref={top} className="owners-results">
      <Input
        type="search"
        allowClear
        size="large"
        className="owners-search"
        aria-label="Buscar propietario"
        placeholder="Buscar por nombre o teléfono"
        value={query}
        onChange={(event) => search(event.target.value)}
      />
      <div className={query !== deferredQuery ? 'owners-results--stale' : undefined}>
        <p className="owners-count" aria-live="polite">
          {searching
            ? `${results.length} de ${owners.length} propietarios`
            : `${owners.length} ${owners.length === 1 ? 'propietario' : 'propietarios'}`}
        </p>
        {results.length === 0 ? (
          <EmptyState
            message="Sin resultados"
            description={`Ningún propietario coincide con «${deferredQuery.trim()}».`}
            action={<Button onClick={() => search('')}>Limpiar búsqueda</Button>}
          />
        ) : isDesktop ? (
          <OwnersTable owners={pageItems} onDelete={onDelete} />
        ) : (
          <OwnerCards owners={pageItems} onDelete={onDelete} />
        )}
        <Pagination
          className="owners-pagination"
          current={current}
          pageSize={PAGE_SIZE}
          total={results.length}
          hideOnSinglePage
          showSizeChanger={false}
          simple={!isDesktop}
          onChange={(next) => {
            setPage(next);
            top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </div>
    </div>
  );
}
