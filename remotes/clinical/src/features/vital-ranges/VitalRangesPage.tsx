// /medical-history/ranges «Rangos de signos vitales» (docs/product/clinical.md#normal-ranges-of-the-vital-signs):
// the clinic's normal ranges of temperature, heart and respiratory rates and capillary refill for dogs and
// cats, against which a consultation flags its values, with the reference they come from. Like the lab's
// reference ranges: one form, saved with the version it was loaded at (a stale save shows StaleRecordAlert
// and keeps the edits until «Recargar»), «Restablecer valores por defecto» after a confirmation. A role
// without ranges.write reads it: read-only fields, both buttons disabled, and the reason above the table
// (the header, the warning and the reason are EditableTableFrame's, as on the lab's).
import { useState } from 'react';
import { errorMessage, fieldErrors, toast } from '@vet/shared-ui';
import { NumberInput } from '@vet/shared-ui/form';
import { EditableTableFrame, LoadError, Loading } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { usePermission } from '@vet/shared-ui/permission';
import { useStaleRecord } from '@vet/shared-ui/submission';
import type { VitalKey, VitalRanges } from '../../api/types';
import { useGetVitalRangesQuery } from '../../api/vitalRangesEndpoints';
import { Section } from '../../components/Section';
import { MSG } from '../../messages';
import { VITAL_KEYS, measureOf, rangeText } from '../consultations/measures';
import { useResetVitalRangesMutation, useSaveVitalRangesMutation } from './api/vitalRangesEditEndpoints';
import {
  RANGE_SPECIES,
  rowProblem,
  tableProblems,
  toRanges,
  type EditableRange,
  type EditableTable,
} from './rangesTable';
import '../consultations/consultations.css';

/** The rows a 400 names (`ranges.Canino.temperatureC.min`), each with its first message. */
function refusedRows(failure: unknown): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const { field, msg } of fieldErrors(failure)) {
    const [root, species, key] = field.split('.');
    if (root === 'ranges' && species && key) rows[`${species}.${key}`] ??= msg;
  }
  return rows;
}

const asTable = (ranges: VitalRanges) => ranges as EditableTable;
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export default function VitalRangesPage() {
  const { data, error, isFetching, refetch } = useGetVitalRangesQuery();
  const [save, { isLoading: saving }] = useSaveVitalRangesMutation();
  const [reset, { isLoading: resetting }] = useResetVitalRangesMutation();
  // The vet's edits over the server's table until saved, with the version they started from.
  const [edited, setEdited] = useState<{ table: EditableTable; version: number } | null>(null);
  // The server's refusal of a row (a bound it does not take: «La temperatura debe estar entre 25 y 45 °C»),
  // by «species.parameter», until that row changes.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const stale = useStaleRecord();
  const edits = usePermission('ranges.write');

  const table = edited?.table ?? (data ? asTable(data.ranges) : null);
  const version = edited?.version ?? data?.version ?? 0;
  if (!table) {
    return error ? (
      <LoadError
        title={MSG.rangesFailed}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Loading label={MSG.loadingRanges} />
    );
  }
  const defaults = data?.defaults ? asTable(data.defaults) : undefined;

  const setBound = (species: string, key: VitalKey, bound: keyof EditableRange, value: number | null) => {
    setRefused(({ [`${species}.${key}`]: _changed, ...others }) => others);
    setEdited((current) => {
      const base = current ?? { table, version };
      const rows = base.table[species] ?? {};
      const range = rows[key] ?? { min: null, max: null };
      return {
        ...base,
        table: { ...base.table, [species]: { ...rows, [key]: { ...range, [bound]: value } } },
      };
    });
  };

  const onSave = async () => {
    if (tableProblems(table)) {
      toast.error(MSG.checkForm);
      return;
    }
    try {
      const answer = await save({ ranges: toRanges(table), version }).unwrap();
      setEdited({ table: asTable(answer.ranges), version: answer.version });
      toast.success(answer.msg || MSG.rangesSaved);
    } catch (failure) {
      if (stale.caught(failure)) return;
      setRefused(refusedRows(failure));
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  const onReset = async () => {
    if (!window.confirm(MSG.confirmRangesReset)) return;
    try {
      const answer = await reset().unwrap();
      setEdited({ table: asTable(answer.ranges), version: answer.version });
      toast.success(answer.msg || MSG.rangesReset);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  return (
    <EditableTableFrame
      className="clinical-page"
      title={MSG.rangesTitle}
      back={{ to: paths.medicalHistory, label: MSG.listTitle }}
      permission="ranges.write"
      resetLabel="Restablecer valores por defecto"
      onReset={onReset}
      resetting={resetting}
      onSave={onSave}
      saving={saving}
      stale={stale}
      refetch={refetch}
      discardEdits={() => setEdited(null)}
    >
      <p className="clinical-text">{MSG.rangesIntro}</p>
      {RANGE_SPECIES.map((species) => (
        <Section key={species} title={species}>
          <div className="clinical-table-wrap">
            <table className="clinical-table" aria-label={`Rangos ${species}`}>
              <thead>
                <tr>
                  <th scope="col">Parámetro</th>
                  <th scope="col">Mínimo</th>
                  <th scope="col">Máximo</th>
                  <th scope="col">Por defecto</th>
                </tr>
              </thead>
              <tbody>
                {VITAL_KEYS.map((key) => {
                  const measure = measureOf(key);
                  const range = table[species]?.[key];
                  const problem = rowProblem(range) ?? refused[`${species}.${key}`] ?? null;
                  const fallback = defaults?.[species]?.[key];
                  const problemId = `range-${species}-${key}-problem`;
                  return (
                    <tr key={key}>
                      <th scope="row">
                        {measure.name} <small>({measure.unit})</small>
                        {problem && (
                          <div id={problemId} className="clinical-error">
                            {problem}
                          </div>
                        )}
                      </th>
                      {(['min', 'max'] as const).map((bound) => (
                        <td key={bound}>
                          <NumberInput
                            aria-label={`${measure.name} ${species} ${bound === 'min' ? 'mínimo' : 'máximo'}`}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? problemId : undefined}
                            value={range?.[bound] ?? null}
                            readOnly={!edits.allowed}
                            controls={false}
                            status={problem ? 'error' : undefined}
                            style={{ width: '100%', minWidth: 88 }}
                            onChange={(value) => setBound(species, key, bound, numberOrNull(value))}
                          />
                        </td>
                      ))}
                      <td className="clinical-muted">
                        {fallback?.min !== null && fallback?.min !== undefined && fallback.max !== null
                          ? rangeText(measure, fallback as { min: number; max: number })
                          : '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Section>
      ))}
      <p className="clinical-muted clinical-source">{MSG.rangesSource}</p>
    </EditableTableFrame>
  );
}
