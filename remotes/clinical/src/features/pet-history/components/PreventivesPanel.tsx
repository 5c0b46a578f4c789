// «Vacunas y desparasitaciones» (docs/product/clinical.md#vaccines-and-deworming): what is due per product,
// then the latest applications (every one on «Ver todas»), each deleted after the shared confirmation.
// Its own loading and load error: the rest of the history shows meanwhile.
import { useState } from 'react';
import { Button } from 'antd';
import { DeleteDialog, EmptyState, errorMessage, formatDate, toast } from '@vet/shared-ui';
import { LoadError, Loading } from '@vet/shared-ui/page';
import { useDeletePreventiveMutation } from '../../../api/preventiveEndpoints';
import type { Preventive, PreventivesAnswer } from '../../../api/types';
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import { Section } from '../../../components/Section';
import { MSG } from '../../../messages';
import { ApplicationList } from './ApplicationList';
import { DueStatusList } from './DueStatusList';

export interface PreventivesQuery {
  data?: PreventivesAnswer;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function DeletePreventive({ target, onClose }: { target: Preventive | null; onClose: () => void }) {
  // The last one asked for: its name stays in the dialog while it closes.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const [remove, { isLoading }] = useDeletePreventiveMutation();
  const confirm = async () => {
    if (!target) return;
    try {
      const answer = await remove({ id: target._id, patientId: target.patientId }).unwrap();
      toast.success(answer.msg || MSG.preventiveDeleted);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.unexpected));
    } finally {
      onClose();
    }
  };
  return (
    <DeleteDialog
      open={!!target}
      name={
        shown
          ? MSG.deletePreventiveName(
              PREVENTIVE_KIND_LABELS[shown.kind].toLowerCase(),
              shown.product,
              formatDate(shown.appliedOn),
            )
          : ''
      }
      warning={MSG.deletePreventiveWarning}
      deleting={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** Applications listed before «Ver todas»: a ten-year-old dog has about 50, which pushed the timeline a
 *  long way down and cost its first render 100 buttons (the timeline lists them all too). */
export const LATEST_APPLICATIONS = 6;

export function PreventivesPanel({
  query,
  onEdit,
}: {
  query: PreventivesQuery;
  onEdit: (preventive: Preventive) => void;
}) {
  const [deleting, setDeleting] = useState<Preventive | null>(null);
  const [allShown, setAllShown] = useState(false);
  const { data, error, isFetching, refetch } = query;

  let body;
  if (!data) {
    body = error ? (
      <LoadError
        title={MSG.preventivesFailed}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    ) : (
      <Loading label={MSG.loadingPreventives} />
    );
  } else if (data.preventives.length === 0) {
    body = <EmptyState message={MSG.noPreventives} />;
  } else {
    body = (
      <>
        {data.status.length > 0 && (
          <>
            <h3 className="clinical-subtitle">{MSG.dueStatusTitle}</h3>
            <DueStatusList status={data.status} />
          </>
        )}
        <h3 className="clinical-subtitle">{MSG.applicationsTitle}</h3>
        <ApplicationList
          preventives={allShown ? data.preventives : data.preventives.slice(0, LATEST_APPLICATIONS)}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
        {data.preventives.length > LATEST_APPLICATIONS && (
          <Button type="link" aria-expanded={allShown} onClick={() => setAllShown(!allShown)}>
            {allShown ? MSG.latestApplicationsOnly : MSG.allApplications(data.preventives.length)}
          </Button>
        )}
      </>
    );
  }

  return (
    <Section title={MSG.preventivesTitle}>
      {body}
      <DeletePreventive target={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}
