// «Gráficas» on a pet's history (docs/product/clinical.md#charts): its weight across consultations and
// each hematology value across its exams, with the clinic's reference band. Loaded with React.lazy by
// the history page, so the drawing code arrives only where charts are drawn.
import { useMemo, useState } from 'react';
import { toDate } from '@vet/shared-ui';
import { LoadError, Loading } from '@vet/shared-ui/page';
import { inTableUnit, LAB_VALUES, labRangeSpecies, type LabValueKey } from '@vet/shared-ui/labValues';
import { useGetLabRangesQuery } from '../../api/labRangesEndpoints';
import { ValuePicker } from '../../components/ValuePicker';
import { MSG } from '../../messages';
import { LineChart } from './LineChart';
import type { ChartPoint } from './chartScale';
import { useGetLabExamValuesQuery, useGetWeightsQuery } from './api/chartEndpoints';
import './lineChart.css';

const pointsOf = <T,>(rows: readonly T[], at: (row: T) => string, value: (row: T) => number) =>
  rows.flatMap((row): ChartPoint[] => {
    const date = toDate(at(row));
    return date ? [{ at: date, value: value(row) }] : [];
  });

function WeightChart({ patientId }: { patientId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetWeightsQuery(patientId);
  // Kept while the answer is: LineChart places and words the points again only for new ones.
  const points = useMemo(
    () =>
      pointsOf(
        data ?? [],
        (p) => p.date,
        (p) => p.weightKg,
      ),
    [data],
  );
  if (isLoading) return <Loading label={MSG.chartsLoading} />;
  if (!data)
    return <LoadError title={MSG.weightsFailed} error={error} retrying={isFetching} onRetry={refetch} />;
  if (data.length === 0) return <p>{MSG.noWeights}</p>;
  return <LineChart title="Peso (kg)" unit="kg" points={points} />;
}

function LabChart({ patientId, species }: { patientId: string; species: string }) {
  const [key, setKey] = useState<LabValueKey>('hematocrit');
  const exams = useGetLabExamValuesQuery(patientId);
  const ranges = useGetLabRangesQuery();
  const points = useMemo(
    () =>
      pointsOf(
        exams.data ?? [],
        (exam) => exam.date,
        (exam) => inTableUnit(key, exam[key]), // a count typed per µL, in the band's thousands
      ),
    [exams.data, key],
  );
  if (exams.isLoading) return <Loading label={MSG.chartsLoading} />;
  if (!exams.data) {
    return (
      <LoadError
        title={MSG.labValuesFailed}
        error={exams.error}
        retrying={exams.isFetching}
        onRetry={exams.refetch}
      />
    );
  }
  if (exams.data.length === 0) return <p>{MSG.noLabValues}</p>;
  const value = LAB_VALUES.find((v) => v.key === key)!;
  const band = ranges.data?.[labRangeSpecies(species).species]?.[key] ?? null;
  return (
    <>
      <ValuePicker
        label="Valor del examen"
        value={key}
        onChange={setKey}
        options={LAB_VALUES.map((v) => ({ value: v.key, label: v.label }))}
      />
      <LineChart title={`${value.label} (${value.unit})`} unit={value.unit} band={band} points={points} />
    </>
  );
}

export default function PetCharts({ patientId, species }: { patientId: string; species: string }) {
  return (
    <div className="clinical-charts">
      <h3 className="clinical-subtitle">Peso</h3>
      <WeightChart patientId={patientId} />
      <h3 className="clinical-subtitle">Laboratorio</h3>
      <LabChart patientId={patientId} species={species} />
    </div>
  );
}
