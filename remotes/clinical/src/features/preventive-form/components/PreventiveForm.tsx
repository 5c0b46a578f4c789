// The vaccine or deworming form, for a new application and an edit alike
// (docs/product/clinical.md#vaccines-and-deworming). The kind is fixed by the button that opened it. The
// product is typed freely, the list offering the known products of that kind for the pet's species (a
// native datalist: the shell provides no antd AutoComplete). A known product suggests the next due day,
// the day applied plus its interval, until the vet types one of their own.
import { useId, useState } from 'react';
import { Form, Input, Space } from 'antd';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { toast } from '@vet/shared-ui';
import { DateInput, FormActions, FormField, SelectField, type ChoiceOption } from '@vet/shared-ui/form';
import type { PreventiveKind } from '../../../api/types';
import { MSG } from '../../../messages';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  LIMITS,
  preventiveSchema,
  productsFor,
  suggestNextDue,
  type PreventiveFormValues,
} from '../preventiveSchema';

export type PreventiveSubmit = (
  values: PreventiveFormValues,
  setError: UseFormSetError<PreventiveFormValues>,
) => Promise<void>;

export interface PreventiveFormProps {
  kind: PreventiveKind;
  /** The pet's species: which products the list offers. */
  species: string;
  initialValues: PreventiveFormValues;
  appliedByOptions: ChoiceOption[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: PreventiveSubmit;
  onCancel: () => void;
}

export function PreventiveForm({
  kind,
  species,
  initialValues,
  appliedByOptions,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: PreventiveFormProps) {
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<PreventiveFormValues>({
    resolver: yupResolver(preventiveSchema),
    defaultValues: initialValues,
  });
  const productList = useId();
  // A next due day on record, or one the vet typed, is theirs: the product no longer suggests one.
  const [dueTyped, setDueTyped] = useState(initialValues.nextDue !== '');
  const [product, appliedOn, nextDue] = useWatch({ control, name: ['product', 'appliedOn', 'nextDue'] });
  const suggestion = suggestNextDue(kind, product, appliedOn);

  /** After the product or the day applied changed: the next due day follows, unless the vet set it. */
  const follow = (nextProduct: string, nextAppliedOn: string) => {
    if (dueTyped) return;
    const suggested = suggestNextDue(kind, nextProduct, nextAppliedOn);
    setValue('nextDue', suggested?.day ?? '', { shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(
    (values) => onSubmit(values, setError),
    () => toast.error(MSG.checkForm),
  );

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate>
        <FormField control={control} name="product" label="Producto" required>
          {(field) => (
            <div>
              <Input
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                list={productList}
                autoComplete="off"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  follow(event.target.value, getValues('appliedOn'));
                }}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                maxLength={LIMITS.product}
              />
              <datalist id={productList}>
                {productsFor(kind, species).map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
          )}
        </FormField>
        <FormField control={control} name="lot" label="Lote">
          {(field) => (
            <Input
              id={field.id}
              ref={field.ref}
              aria-describedby={field['aria-describedby']}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={field.status}
              aria-invalid={field['aria-invalid']}
              maxLength={LIMITS.lot}
            />
          )}
        </FormField>
        <Space wrap size="middle" align="start">
          <FormField control={control} name="appliedOn" label="Fecha de aplicación" required>
            {(field) => (
              <DateInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  follow(getValues('product'), day);
                }}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                style={{ width: 180 }}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="nextDue"
            label="Próxima dosis"
            extra={
              suggestion && nextDue === suggestion.day
                ? MSG.suggestedNextDue(suggestion.intervalDays)
                : undefined
            }
          >
            {(field) => (
              <DateInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  // Emptied, the product may suggest again.
                  setDueTyped(day !== '');
                }}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                style={{ width: 180 }}
              />
            )}
          </FormField>
        </Space>
        <SelectField
          control={control}
          name="appliedBy"
          label="Quién aplicó"
          required
          options={appliedByOptions}
        />
        <FormField control={control} name="notes" label="Notas">
          {(field) => (
            <Input.TextArea
              id={field.id}
              ref={field.ref}
              aria-describedby={field['aria-describedby']}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={field.status}
              aria-invalid={field['aria-invalid']}
              rows={3}
              maxLength={LIMITS.notes}
            />
          )}
        </FormField>
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel={submitLabel} />
      </form>
    </Form>
  );
}
