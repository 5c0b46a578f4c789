// Hoy / Semana (from Sunday) / Mes; a pet's own list also offers its whole history.
import { memo } from 'react';
import { Segmented } from 'antd';
import { PERIOD_LABELS, type Period } from '../../periods/periods';

export type ListPeriod = Period | 'all';

// A memo component: the list's search box redraws on every keystroke, the period buttons need not.
export const PeriodFilter = memo(function PeriodFilter({
  value,
  onChange,
  withAll,
}: {
  value: ListPeriod;
  onChange: (period: ListPeriod) => void;
  withAll?: boolean;
}) {
  const options: { value: ListPeriod; label: string }[] = [
    { value: 'today', label: PERIOD_LABELS.today },
    { value: 'week', label: PERIOD_LABELS.week },
    { value: 'month', label: PERIOD_LABELS.month },
  ];
  if (withAll) options.push({ value: 'all', label: 'Todos' });
  return <Segmented<ListPeriod> aria-label="Período" options={options} value={value} onChange={onChange} />;
});
