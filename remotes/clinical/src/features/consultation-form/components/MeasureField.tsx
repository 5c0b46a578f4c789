// One measured value of the physical exam: an es-ES number with its unit. A vital sign with a normal range
// for the pet's species says the range under it and, live, «Alto» or «Bajo» in amber beside the value
// (accepted all the same: docs/product/clinical.md#the-consultation).
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormField, NumberInput } from '@vet/shared-ui/form';
import type { Range } from '../../../api/types';
import { MSG } from '../../../messages';
import { RangeFlag } from '../../consultations/RangeFlag';
import { judge, measureLabel, rangeText, type Measure } from '../../consultations/measures';
import type { ConsultationFormValues } from '../consultationSchema';

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function MeasureField({
  control,
  measure,
  range,
}: {
  control: Control<ConsultationFormValues>;
  measure: Measure;
  /** The species' normal range, when the value has one. */
  range?: Range;
}) {
  const value = useWatch({ control, name: measure.key });
  const direction = judge(value, range);
  const flagId = `field-${measure.key}-flag`;
  return (
    <FormField
      control={control}
      name={measure.key}
      label={measureLabel(measure)}
      extra={range ? `${MSG.normalRange(rangeText(measure, range))} ${measure.unit}` : undefined}
    >
      {(field) => (
        <div className="clinical-measure">
          <NumberInput
            id={field.id}
            ref={field.ref}
            value={numberOrNull(field.value)}
            onChange={(next) => field.onChange(numberOrNull(next))}
            onBlur={field.onBlur}
            status={field.status ?? (direction ? 'warning' : undefined)}
            aria-invalid={field['aria-invalid']}
            aria-describedby={
              [field['aria-describedby'], direction && flagId].filter(Boolean).join(' ') || undefined
            }
            // No min or max: antd would clamp a typed 400 °C to 45 instead of the rule refusing it.
            step={measure.decimals ? 0.1 : 1}
            suffix={measure.key === 'bodyCondition' ? undefined : measure.unit}
            style={{ width: '100%' }}
          />
          {direction && <RangeFlag direction={direction} id={flagId} />}
        </div>
      )}
    </FormField>
  );
}
