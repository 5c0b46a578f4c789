// /patients/:patientId/lab-exams/ranges (issue 6): the vet adjusts the screen's reference table per
// species, since intervals differ between labs and analyzers. Stored on the server for that vet. The
// table is one form: a save sends the version it was loaded at; a stale one shows StaleRecordAlert and
// keeps the vet's edits until «Recargar». A role without ranges.write reads the table: the fields are
// read-only, «Restablecer» and «Guardar» disabled, and the reason is said above the table (the header,
// the warning and the reason are EditableTableFrame's, as on the vital signs' ranges).
import { useState } from 'react';
import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { errorMessage, toast } from '@vet/shared-ui';
import { NumberInput } from '@vet/shared-ui/form';
import { EditableTableFrame, LoadError, Loading } from '@vet/shared-ui/page';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { usePermission } from '@vet/shared-ui/permission';
import { useGetReferenceRangesQuery } from '../../api/referenceRangesEndpoints';
import type { RangeParameter, RangeSpecies, ReferenceRanges } from '../../api/types';
import { useResetReferenceRangesMutation, useSaveReferenceRangesMutation } from './api/rangesEndpoints';
import { RANGE_PARAMETERS } from '../exams/referenceRanges';
import { MSG } from '../../messages';
import '../exams/lab.css';

const SPECIES: { key: RangeSpecies; label: string }[] = [
  { key: 'perro', label: 'Perro' },
  { key: 'gato', label: 'Gato' },
];

export default function RangesPage() {
  const { patientId = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetReferenceRangesQuery();
  const [save, { isLoading: saving }] = useSaveReferenceRangesMutation();
  const [reset, { isLoading: resetting }] = useResetReferenceRangesMutation();
  // The vet's edits, over the server's ranges until saved, with the version they started from.
  const [edited, setEdited] = useState<{ ranges: ReferenceRanges; version: number } | null>(null);
  const ranges = edited?.ranges ?? data?.ranges ?? null;
  const version = edited?.version ?? data?.version ?? 0;
  const stale = useStaleRecord();
  const edits = usePermission('ranges.write');

  if (!ranges) {
    return error ? (
      <LoadError
        title={errorMessage(error, MSG.rangesFailed)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Loading label={MSG.loadingRanges} />
    );
  }

  const setBound = (species: RangeSpecies, key: RangeParameter, bound: 'min' | 'max', value: number | null) =>
    setEdited((current) => {
      const base = current ?? { ranges, version };
      const table = base.ranges;
      return {
        ...base,
        ranges: {
          ...table,
          [species]: { ...table[species], [key]: { ...table[species][key], [bound]: value } },
        },
      };
    });

  const onSave = async () => {
    try {
      const answer = await save({ ranges, version }).unwrap();
      setEdited({ ranges: answer.ranges, version: answer.version });
      toast.success(answer.msg ?? MSG.rangesSaved);
    } catch (failure) {
      if (stale.caught(failure)) return;
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  const onReset = async () => {
    if (!window.confirm(MSG.confirmRangesReset)) return;
    try {
      const answer = await reset().unwrap();
      setEdited({ ranges: answer.ranges, version: answer.version });
      toast.success(answer.msg ?? MSG.rangesReset);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  return (
    <EditableTableFrame
      className="lab-page"
      title={MSG.rangesTitle}
      back={{ to: paths.labExams(patientId), label: 'Volver' }}
      permission="ranges.write"
      resetLabel="Restablecer"
      onReset={onReset}
      resetting={resetting}
      onSave={onSave}
      saving={saving}
      stale={stale}
      refetch={refetch}
      discardEdits={() => setEdited(null)}
    >
      <p>{MSG.rangesIntro}</p>
      {SPECIES.map((species) => (
        <Card key={species.key} title={species.label}>
          <div className="lab-table-wrap">
            <table className="lab-table" aria-label={`Rangos ${species.label}`}>
              <thead>
                <tr>
                  <th>Parámetro</th>
                  <th>Mínimo</th>
                  <th>Máximo</th>
                </tr>
              </thead>
              <tbody>
                {RANGE_PARAMETERS.map((param) => {
                  const range = ranges[species.key][param.key];
                  return (
                    <tr key={param.key}>
                      <th scope="row">
                        {param.label} <small>({param.unit})</small>
                      </th>
                      {(['min', 'max'] as const).map((bound) => (
                        <td key={bound}>
                          <NumberInput
                            aria-label={`${param.label} ${species.label} ${bound === 'min' ? 'mínimo' : 'máximo'}`}
                            value={range[bound] ?? null}
                            readOnly={!edits.allowed}
                            min={0}
                            controls={false}
                            style={{ width: '100%', minWidth: 88 }}
                            status={range.min > range.max ? 'error' : undefined}
                            onChange={(value) =>
                              setBound(
                                species.key,
                                param.key,
                                bound,
                                typeof value === 'number' ? value : null,
                              )
                            }
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
    </EditableTableFrame>
  );
}
