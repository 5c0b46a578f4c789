// /medical-history «Consultas» (docs/product/clinical.md#consultas): the clinic's recent consultations,
// newest first, searched (pet, owner, motivo, diagnoses) and paged by the server, in the frame every list
// shares (ListFrame): a table on a desktop, cards on a phone. Each opens its consultation; its pet opens
// the pet's history. Consultations are registered from a pet, so the first-use state says so.
import { useMemo } from 'react';
import { EmptyState, LinkButton, useIsDesktop, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { ListFrame, PageHeader } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { useCan } from '@vet/shared-ui/permission';
import type { Paging } from '@vet/shared-ui/table';
import { CONSULTATION_LIST_TEXTS, MSG } from '../../messages';
import { useGetConsultationsQuery } from './api/consultationListEndpoints';
import { ConsultationCards } from './components/ConsultationCards';
import { ConsultationTable } from './components/ConsultationTable';
import '../consultations/consultations.css';

export const PAGE_SIZE = 20;

export default function ConsultationListPage() {
  const list = useListParams();
  const desktop = useIsDesktop();
  const writes = useCan('clinical.write');
  const query = useGetConsultationsQuery({ q: list.q, page: list.page, limit: PAGE_SIZE });
  const { setPage } = list;
  useKeepPageInRange(query.data, list.page, setPage);

  const total = query.data?.total ?? 0;
  // The same object until the page or the total changes: the table and the cards are memo components.
  const paging = useMemo<Paging>(
    () => ({ page: list.page, pageSize: PAGE_SIZE, total, onChange: (next) => setPage(next) }),
    [list.page, total, setPage],
  );

  return (
    <div className="clinical-page">
      <PageHeader
        title={MSG.listTitle}
        actions={<LinkButton to={paths.vitalRanges}>Rangos de signos vitales</LinkButton>}
      />
      <ListFrame
        query={query}
        list={list}
        texts={CONSULTATION_LIST_TEXTS}
        empty={
          <EmptyState
            message={MSG.noConsultations}
            description={writes ? MSG.noConsultationsHint : undefined}
            action={
              writes && (
                <LinkButton type="primary" to={paths.pets}>
                  {MSG.goToPets}
                </LinkButton>
              )
            }
          />
        }
      >
        {(page) =>
          desktop ? (
            <ConsultationTable consultations={page.items} paging={paging} />
          ) : (
            <ConsultationCards consultations={page.items} paging={paging} />
          )
        }
      </ListFrame>
    </div>
  );
}
