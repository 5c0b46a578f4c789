// The vet mode: by default the vet in session is the pet's main vet (shown, not editable); "Otro
// veterinario" takes a name typed freely. Then the optional referring vet
// (docs/product/pets.md#fields-and-rules).
import { Form, Input } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { FormField, RadioField } from '@vet/shared-ui/form';
import { TEXT_MAX, type PetFormValues } from '../petSchema';
import { asText } from './fieldValue';

const MAIN_VET_LABEL = 'Médico veterinario tratante';

export function VetFields({
  control,
  sessionVet,
  sessionLoading,
}: {
  control: Control<PetFormValues>;
  sessionVet: string | null;
  sessionLoading: boolean;
}) {
  const mode = useWatch({ control, name: 'vetMode' });
  return (
    <>
      <RadioField
        control={control}
        name="vetMode"
        label="Veterinario"
        options={[
          { value: 'session', label: 'Veterinario en sesión' },
          { value: 'custom', label: 'Otro veterinario' },
        ]}
      />
      {mode === 'custom' ? (
        <FormField control={control} name="customVet" label={MAIN_VET_LABEL} required>
          {(field) => (
            <Input
              {...field}
              value={asText(field.value)}
              placeholder="M.V. Nombre Apellido"
              autoComplete="off"
              maxLength={TEXT_MAX}
            />
          )}
        </FormField>
      ) : (
        <Form.Item label={MAIN_VET_LABEL} htmlFor="field-sessionVet">
          <Input id="field-sessionVet" readOnly value={sessionVet ?? (sessionLoading ? 'Cargando...' : '')} />
        </Form.Item>
      )}
      <FormField control={control} name="referringVet" label="Veterinario referente (opcional)">
        {(field) => <Input {...field} value={asText(field.value)} autoComplete="off" maxLength={TEXT_MAX} />}
      </FormField>
    </>
  );
}
