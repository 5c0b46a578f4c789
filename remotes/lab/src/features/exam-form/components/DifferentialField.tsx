// The exam form's Conteo Diferencial tab. The count lives here, not in ExamForm, so a key press
// re-renders only the counter and never the tabs and fields around it (issue #9: under one frame).
// Each new count is copied into the form's values, where Guardar reads it.
import { memo, useEffect, useReducer } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { counterReducer, initialCounter } from '../../counter/counterReducer';
import { DifferentialCounter } from '../../counter/DifferentialCounter';
import type { SoundPlayer } from '../../counter/sounds';
import type { DifferentialCount } from '../../../api/types';
import { EMPTY_COUNT } from '../../exams/examFields';
import type { ExamFormValues } from '../examFormSchema';

interface DifferentialFieldProps {
  control: Control<ExamFormValues>;
  setValue: UseFormSetValue<ExamFormValues>;
  /** The saved counts when editing; read once, on mount, like the form's other defaults. */
  initialCounts?: DifferentialCount;
  active: boolean;
  sound?: SoundPlayer;
}

export const DifferentialField = memo(function DifferentialField({
  control,
  setValue,
  initialCounts,
  active,
  sound,
}: DifferentialFieldProps) {
  const [state, dispatch] = useReducer(counterReducer, initialCounts ?? EMPTY_COUNT, initialCounter);
  // Watched here rather than in ExamForm, so typing the white cells re-renders only the counter.
  const whiteBloodCells = useWatch({ control, name: 'whiteBloodCells' });

  // No field subscribes to these two names, so setValue re-renders nothing. It runs after the
  // commit; React flushes it before the next click or key, so Guardar always sees the last count.
  useEffect(() => {
    setValue('differentialCount', state.counts);
    setValue('totalCells', state.total);
  }, [state, setValue]);

  return (
    <DifferentialCounter
      state={state}
      dispatch={dispatch}
      whiteBloodCells={whiteBloodCells}
      active={active}
      sound={sound}
    />
  );
});
