// /reports/patients, «Pacientes» (docs/product/reports.md#patients), for reports.read: new owners and pets
// per period, and the clinic's pets today by species, sex and age, with those seen in the last 12 months.
import { formatCount } from '@vet/shared-ui';
import { useGetPatientsReportQuery } from '../../api/reportsEndpoints';
import type { PatientsReport } from '../../api/types';
import { BarChart, COMPACT_WIDTH } from '../../components/BarChart';
import { FigureCards } from '../../components/FigureCards';
import { PeriodReport } from '../../components/PeriodReport';
import { MSG } from '../../messages';
import { periodLabel, periodShortLabel } from '../filters/period';
import { AGE_BAND_LABELS, patientsTables, sexLabel } from './patientsReport';

const SHOW = {};
const NEW_SERIES = [
  { key: 'owners', label: 'Propietarios' },
  { key: 'pets', label: 'Mascotas' },
];
const PETS = [{ key: 'count', label: 'Mascotas' }];

function PatientsFigures({ data }: { data: PatientsReport }) {
  const { totals, current, range } = data;
  return (
    <>
      <FigureCards
        cards={[
          { key: 'owners', title: 'Propietarios nuevos', value: formatCount(totals.owners) },
          { key: 'pets', title: 'Mascotas nuevas', value: formatCount(totals.pets) },
          { key: 'current', title: 'Mascotas registradas', value: formatCount(current.pets) },
          { key: 'active', title: MSG.activePets, value: formatCount(current.active) },
        ]}
      />
      <BarChart
        title={MSG.newByPeriod}
        categoryTitle="Período"
        categories={data.periods.map((p) => ({
          key: p.start,
          label: periodLabel(p.start, range.group),
          short: periodShortLabel(p.start, range.group),
        }))}
        series={NEW_SERIES}
        values={data.periods.map((p) => [p.owners, p.pets])}
        format={formatCount}
      />
      <p>{MSG.currentNote}</p>
      <div className="reports-columns">
        <BarChart
          width={COMPACT_WIDTH}
          title={MSG.bySpecies}
          categoryTitle="Especie"
          categories={current.bySpecies.map((s) => ({ key: s.species, label: s.species }))}
          series={PETS}
          values={current.bySpecies.map((s) => [s.count])}
          format={formatCount}
        />
        <BarChart
          width={COMPACT_WIDTH}
          title={MSG.bySex}
          categoryTitle="Sexo"
          categories={current.bySex.map((s) => ({ key: sexLabel(s.sex), label: sexLabel(s.sex) }))}
          series={PETS}
          values={current.bySex.map((s) => [s.count])}
          format={formatCount}
        />
        <BarChart
          width={COMPACT_WIDTH}
          title={MSG.byAge}
          categoryTitle="Edad"
          categories={current.byAge.map((a) => ({ key: a.band, label: AGE_BAND_LABELS[a.band] ?? a.band }))}
          series={PETS}
          values={current.byAge.map((a) => [a.count])}
          format={formatCount}
        />
      </div>
    </>
  );
}

export default function PatientsReportPage() {
  return (
    <PeriodReport
      kind="patients"
      title="Reporte de pacientes"
      show={SHOW}
      useReport={useGetPatientsReportQuery}
      tables={patientsTables}
      Figures={PatientsFigures}
    />
  );
}
