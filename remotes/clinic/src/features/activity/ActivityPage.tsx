// /clinic/activity (docs/product/clinic.md#actividad): who did what in the clinic, newest first, paged by
// the server and narrowed by the filters in the URL; a table on a desktop, cards on a phone. The
// administrator's screen (audit.read): another role reads why, and nothing is asked of the server. A
// filter the server refuses (a «desde» after the «hasta») shows its message in place of the entries.
import { useMemo } from 'react';
import { Skeleton, Spin } from 'antd';
import { EmptyState, LinkButton, errorStatus, useIsDesktop, useKeepPageInRange } from '@vet/shared-ui';
import { LoadError, PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { Panel } from '@vet/shared-ui/panel';
import { PermissionRequired } from '@vet/shared-ui/permission';
import type { Paging } from '@vet/shared-ui/table';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../../messages';
import { useGetActivityQuery } from './api/activityEndpoints';
import { ActivityCards } from './components/ActivityCards';
import { ActivityFilters } from './components/ActivityFilters';
import { ActivityTable } from './components/ActivityTable';
import { useActivityParams } from './hooks/useActivityParams';
import './activity.css';

const PAGE_SIZE = 20;

function ActivityList() {
  const { filter, page, setFilter, setPage } = useActivityParams();
  const desktop = useIsDesktop();
  // The log grows with every act: read it again on every visit.
  const query = useGetActivityQuery(
    { ...filter, page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const { data, currentData, error, isFetching, isLoading, refetch } = query;
  useKeepPageInRange(currentData, page, setPage);
  const total = data?.total ?? 0;
  const paging = useMemo<Paging>(
    () => ({ page, pageSize: PAGE_SIZE, total, onChange: (next) => setPage(next) }),
    [page, total, setPage],
  );
  const retry = () => void refetch();

  let content;
  if (isLoading || (!data && isFetching)) {
    content = (
      <Panel aria-busy="true" aria-label={MSG.loadingActivity}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  } else if (error && !currentData && !isFetching) {
    // A refused filter (400) says why; retrying it would answer the same.
    const refused = errorStatus(error) === 400;
    content = (
      <LoadError
        title={MSG.activityFailed}
        error={error}
        retrying={isFetching}
        onRetry={refused ? undefined : retry}
      />
    );
  } else if (data) {
    content = (
      <>
        {error && <StaleAlert title={MSG.activityStale} retrying={isFetching} onRetry={retry} />}
        <Spin spinning={isFetching} aria-busy={isFetching}>
          <p className="vet-list__count" aria-live="polite">
            {MSG.activityCount(data.total)}
          </p>
          {data.total === 0 ? (
            <EmptyState message={MSG.noActivity} />
          ) : desktop ? (
            <ActivityTable entries={data.items} paging={paging} />
          ) : (
            <ActivityCards entries={data.items} paging={paging} />
          )}
        </Spin>
      </>
    );
  }

  return (
    <>
      <ActivityFilters filter={filter} onChange={setFilter} />
      <div className="clinic-activity__results">{content}</div>
    </>
  );
}

export default function ActivityPage() {
  return (
    <div className="clinic-activity">
      <PageHeader title={MSG.activityTitle} back={{ to: paths.clinic, label: MSG.clinicTitle }} />
      <PermissionRequired
        permission="audit.read"
        back={<LinkButton to={paths.clinic}>Ver la clínica</LinkButton>}
      >
        <ActivityList />
      </PermissionRequired>
    </div>
  );
}
