// «Todo», «Consultas», «Vacunas», «Desparasitaciones», «Laboratorio», «Peluquería»: which events the
// timeline shows. A memo component: the timeline's page changes need not redraw it.
import { memo } from 'react';
import type { HistoryKind } from '../../../api/types';
import { ValuePicker } from '../../../components/ValuePicker';
import { HISTORY_KINDS, KINDS } from '../historyKinds';

type Choice = HistoryKind | 'all';

const OPTIONS: { value: Choice; label: string }[] = [
  { value: 'all', label: 'Todo' },
  ...HISTORY_KINDS.map((kind) => ({ value: kind, label: KINDS[kind].filter })),
];

export const KindFilter = memo(function KindFilter({
  value,
  onChange,
}: {
  value: HistoryKind | undefined;
  onChange: (kind: HistoryKind | undefined) => void;
}) {
  return (
    // Six options are wider than a phone: they wrap there.
    <div className="clinical-history-filter">
      <ValuePicker<Choice>
        label="Mostrar"
        options={OPTIONS}
        value={value ?? 'all'}
        onChange={(choice) => onChange(choice === 'all' ? undefined : choice)}
      />
    </div>
  );
});
