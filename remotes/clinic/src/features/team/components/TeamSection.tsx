// One list of the team's screen (its members, its pending invitations) under its heading, with the states
// every list shows (docs/product/common.md#loading-and-load-errors): a named skeleton while it loads, what
// failed with the server's reason and «Reintentar», its empty state, and the last answer kept under a
// warning when a reload fails. The lists are short and whole (no search, no pages): ListFrame's
// search box and count do not apply.
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import { LoadError, StaleAlert } from '@vet/shared-ui/page';

export interface TeamListQuery<T> {
  data?: T[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface TeamSectionProps<T> {
  id: string;
  title: string;
  query: TeamListQuery<T>;
  texts: { loading: string; loadFailed: string; stale: string };
  /** Shown when the list is empty. */
  empty?: ReactNode;
  children: (items: T[]) => ReactNode;
}

export function TeamSection<T>({ id, title, query, texts, empty, children }: TeamSectionProps<T>) {
  const { data, isLoading, isFetching, error, refetch } = query;
  const retry = () => void refetch();
  let content: ReactNode;
  if (isLoading) {
    content = (
      <Panel aria-busy="true" aria-label={texts.loading}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Panel>
    );
  } else if (!data) {
    content = <LoadError title={texts.loadFailed} error={error} retrying={isFetching} onRetry={retry} />;
  } else {
    content = (
      <>
        {error !== undefined && error !== null && (
          <StaleAlert title={texts.stale} retrying={isFetching} onRetry={retry} />
        )}
        {data.length === 0 ? empty : children(data)}
      </>
    );
  }
  return (
    <section className="clinic-section" aria-labelledby={id}>
      <h2 id={id} className="clinic-section__title">
        {title}
      </h2>
      {content}
    </section>
  );
}
