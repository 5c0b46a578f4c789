// The patients report's figures (GET /reports/patients) as the screen, the CSV and the PDF show them.
import type { AgeBand, PatientsReport } from '../../api/types';
import { MSG } from '../../messages';
import type { ReportTable } from '../export/reportTables';
import { periodLabel } from '../filters/period';

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  '0-1': 'Menos de 1 año',
  '1-3': '1 a 3 años',
  '3-7': '3 a 7 años',
  '7-11': '7 a 11 años',
  '11+': '11 años o más',
  unknown: 'Sin fecha de nacimiento',
};

/** A sex the record does not say. */
export const NO_SEX = 'Sin registrar';

export const sexLabel = (sex: string | null) => sex || NO_SEX;

export function patientsTables(data: PatientsReport): ReportTable[] {
  const { current } = data;
  return [
    {
      title: 'Nuevos en el período',
      head: ['', 'Propietarios', 'Mascotas'],
      rows: [['Total', { count: data.totals.owners }, { count: data.totals.pets }]],
    },
    {
      title: MSG.newByPeriod,
      head: ['Período', 'Propietarios', 'Mascotas'],
      rows: data.periods.map((p) => [
        periodLabel(p.start, data.range.group),
        { count: p.owners },
        { count: p.pets },
      ]),
    },
    {
      title: 'Mascotas hoy',
      head: ['', 'Mascotas'],
      rows: [
        ['Mascotas registradas', { count: current.pets }],
        [MSG.activePets, { count: current.active }],
      ],
    },
    {
      title: MSG.bySpecies,
      head: ['Especie', 'Mascotas'],
      rows: current.bySpecies.map((s) => [s.species, { count: s.count }]),
    },
    {
      title: MSG.bySex,
      head: ['Sexo', 'Mascotas'],
      rows: current.bySex.map((s) => [sexLabel(s.sex), { count: s.count }]),
    },
    {
      title: MSG.byAge,
      head: ['Edad', 'Mascotas'],
      rows: current.byAge.map((a) => [AGE_BAND_LABELS[a.band] ?? a.band, { count: a.count }]),
    },
  ];
}
