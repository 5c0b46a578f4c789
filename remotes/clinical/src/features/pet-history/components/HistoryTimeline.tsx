// «Cronología»: the pet's consultations, vaccines, deworming, exams and grooming, newest first, 20 at a
// time, filtered by kind (docs/product/clinical.md#the-pets-history). A page being replaced stays on
// screen under a spinner; a reload that failed keeps it, and says so.
import { Pagination, Spin } from 'antd';
import { EmptyState, useKeepPageInRange } from '@vet/shared-ui';
import { LoadError, Loading, StaleAlert, type ListQueryState } from '@vet/shared-ui/page';
import type { HistoryItem } from '../../../api/types';
import { Section } from '../../../components/Section';
import { MSG } from '../../../messages';
import type { HistoryFilter } from '../hooks/useHistoryFilter';
import { KINDS } from '../historyKinds';
import { PAGE_SIZE } from '../historyRequest';
import { KindFilter } from './KindFilter';
import { TimelineEntry } from './TimelineEntry';

export function HistoryTimeline({
  petId,
  petName,
  query,
  filter,
  openPreventive,
}: {
  petId: string;
  petName: string;
  query: ListQueryState<HistoryItem>;
  filter: HistoryFilter;
  /** How a vaccine or deworming opens, when it does. */
  openPreventive: (id: string) => (() => void) | undefined;
}) {
  const { data, isFetching, error, refetch } = query;
  useKeepPageInRange(data, filter.page, filter.setPage);
  const retry = () => void refetch();

  let body;
  if (!data) {
    body = error ? (
      <LoadError title={MSG.historyFailed} error={error} retrying={isFetching} onRetry={retry} />
    ) : (
      <Loading label={MSG.loadingHistory} />
    );
  } else if (data.total === 0) {
    body = (
      <EmptyState
        message={
          filter.kind ? MSG.historyEmptyOfKind(KINDS[filter.kind].none, petName) : MSG.historyEmpty(petName)
        }
      />
    );
  } else {
    body = (
      <>
        {error !== undefined && error !== null && (
          <StaleAlert title={MSG.historyStale} retrying={isFetching} onRetry={retry} />
        )}
        <Spin spinning={isFetching}>
          <ol className="clinical-timeline" aria-label={MSG.historyTitle(petName)}>
            {data.items.map((item) => (
              <TimelineEntry
                key={`${item.kind}:${item.id}`}
                item={item}
                petId={petId}
                onOpen={
                  item.kind === 'vaccine' || item.kind === 'deworming' ? openPreventive(item.id) : undefined
                }
              />
            ))}
          </ol>
        </Spin>
        <Pagination
          className="clinical-timeline__pages"
          current={filter.page}
          pageSize={PAGE_SIZE}
          total={data.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(page) => filter.setPage(page)}
        />
      </>
    );
  }

  return (
    <Section title={MSG.timelineTitle}>
      <KindFilter value={filter.kind} onChange={filter.setKind} />
      {body}
    </Section>
  );
}
