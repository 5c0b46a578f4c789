// The owner form shared by create and edit: name, phone (dial code + digits), e-mail, address and
// «No enviar recordatorios».
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import { OWNER_DIAL_CODES } from '@vet/shared-ui';
import { FormActions, FormField, PhoneInput } from '@vet/shared-ui/form';
import { MSG } from '../../../messages';
import type { OwnerFormValues } from '../ownerSchema';
import './ownerForm.css';

const OPT_OUT_HINT = 'field-remindersOptOut-hint';

export interface OwnerFormProps {
  schema: ObjectSchema<OwnerFormValues>;
  defaultValues: OwnerFormValues;
  submitLabel: string;
  savingLabel: string;
  saving: boolean;
  cancel: ReactNode;
  /** Receives trimmed values; setError puts the server's field messages under the fields. */
  onSubmit: (values: OwnerFormValues, setError: UseFormSetError<OwnerFormValues>) => Promise<void>;
}

export function OwnerForm({
  schema,
  defaultValues,
  submitLabel,
  savingLabel,
  saving,
  cancel,
  onSubmit,
}: OwnerFormProps) {
  const { control, handleSubmit, setError } = useForm<OwnerFormValues>({
    resolver: yupResolver(schema),
    defaultValues,
  });

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit((values) => onSubmit(values, setError))} noValidate>
        <FormField control={control} name="name" label="Nombre" required>
          {(field) => (
            <Input {...field} autoComplete="name" maxLength={120} placeholder="Nombre y apellido" />
          )}
        </FormField>
        <FormField control={control} name="contact" label="Teléfono" required extra={MSG.phoneHint}>
          {(field) => (
            <PhoneInput
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              status={field.status}
              dialCodes={OWNER_DIAL_CODES}
            />
          )}
        </FormField>
        <FormField control={control} name="email" label="Email (opcional)">
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder="correo@ejemplo.com"
            />
          )}
        </FormField>
        <FormField control={control} name="address" label="Dirección (opcional)">
          {(field) => (
            <Input.TextArea {...field} autoComplete="street-address" rows={3} maxLength={300} showCount />
          )}
        </FormField>
        {/* A checkbox names itself: no label above it, its help text read with it. */}
        <Controller
          control={control}
          name="remindersOptOut"
          render={({ field }) => (
            <Form.Item extra={<span id={OPT_OUT_HINT}>{MSG.remindersOptOutHint}</span>}>
              {/* A native checkbox: antd's is not among the components the shell provides. */}
              <label className="owners-form__checkbox">
                <input
                  type="checkbox"
                  id="field-remindersOptOut"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  aria-describedby={OPT_OUT_HINT}
                />
                No enviar recordatorios
              </label>
            </Form.Item>
          )}
        />
        <FormActions cancel={cancel} submitting={saving} submitLabel={saving ? savingLabel : submitLabel} />
      </form>
    </Form>
  );
}
