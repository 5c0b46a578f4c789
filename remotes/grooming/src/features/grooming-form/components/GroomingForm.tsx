// The grooming service form, shared by the create screen and the edit modal. The screens decide
// what to send; a refused submit also says, in a toast, the first thing missing
// (docs/product/grooming.md#fields-and-rules).
import { Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useForm, useWatch, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { GROOMING_SERVICES, PAYMENT_TYPES, SPECIFICATIONS_MAX, toast } from '@vet/shared-ui';
import { FormActions, DateTimeInput, FormField, NumberInput, RadioField } from '@vet/shared-ui/form';
import { MSG } from '../../../messages';
import {
  COST_MAX,
  LABELS,
  OBSERVATIONS_MAX,
  SUBMIT_MESSAGES,
  groomingSchema,
  type GroomingFormValues,
} from '../groomingSchema';
import './groomingForm.css';

const FIELD_ORDER = ['date', 'service', 'specifications', 'cost', 'paymentType'] as const;

export interface GroomingFormProps {
  initialValues: GroomingFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: GroomingFormValues, setError: UseFormSetError<GroomingFormValues>) => Promise<void>;
  onCancel?: () => void;
}

function onInvalid(errors: FieldErrors<GroomingFormValues>) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (first) toast.error(SUBMIT_MESSAGES[first]!);
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function GroomingForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: GroomingFormProps) {
  const { control, handleSubmit, setError } = useForm<GroomingFormValues>({
    resolver: yupResolver(groomingSchema) as never,
    defaultValues: initialValues,
  });
  const specifications = useWatch({ control, name: 'specifications' }) ?? '';
  const submit = handleSubmit((values) => onSubmit(values, setError), onInvalid);

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate>
        <FormField control={control} name="date" label={LABELS.date} required>
          {(field) => (
            <DateTimeInput
              id={field.id}
              ref={field.ref}
              aria-describedby={field['aria-describedby']}
              value={field.value as Dayjs | null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              status={field.status}
              // A service is recorded when it happens or after: never in the future.
              notAfterToday
            />
          )}
        </FormField>
        <RadioField
          control={control}
          name="service"
          label={LABELS.service}
          required
          options={GROOMING_SERVICES}
          buttons
        />
        <FormField control={control} name="specifications" label={LABELS.specifications} required>
          {(field) => (
            <div>
              <Input.TextArea
                {...field}
                value={String(field.value ?? '')}
                rows={3}
                placeholder={MSG.specificationsHint}
              />
              {/* Live counter; over the limit it turns red and the rule says so on submit. */}
              <div
                className={`grooming-form__counter${specifications.length > SPECIFICATIONS_MAX ? ' grooming-form__counter--over' : ''}`}
                aria-live="polite"
                data-testid="specifications-counter"
              >
                {specifications.length}/{SPECIFICATIONS_MAX}
              </div>
            </div>
          )}
        </FormField>
        <FormField control={control} name="observations" label={`${LABELS.observations} (opcional)`}>
          {(field) => (
            <Input.TextArea
              {...field}
              value={String(field.value ?? '')}
              rows={4}
              maxLength={OBSERVATIONS_MAX}
            />
          )}
        </FormField>
        <Space wrap size="middle" align="start">
          <FormField control={control} name="cost" label={LABELS.cost} required>
            {(field) => (
              <NumberInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={numberOrNull(field.value)}
                onChange={(value) => field.onChange(numberOrNull(value))}
                onBlur={field.onBlur}
                status={field.status}
                step={0.01}
                min={0.01}
                max={COST_MAX}
                minDecimals={2}
                suffix="USD"
                style={{ width: 180 }}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="exchangeRate"
            label={`${LABELS.exchangeRate} (opcional)`}
            extra="Bs. por USD"
          >
            {(field) => (
              <NumberInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={numberOrNull(field.value)}
                onChange={(value) => field.onChange(numberOrNull(value))}
                onBlur={field.onBlur}
                status={field.status}
                step={0.0001}
                suffix="Bs."
                style={{ width: 180 }}
              />
            )}
          </FormField>
        </Space>
        <RadioField
          control={control}
          name="paymentType"
          label={LABELS.paymentType}
          required
          options={PAYMENT_TYPES}
          buttons
        />
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel={submitLabel} />
      </form>
    </Form>
  );
}
