// The pet's main vet, chosen among the clinic's vets (stored as the name, «M.V. Ana Pérez»), then the
// optional referring vet, typed freely (docs/product/pets.md#fields-and-rules).
import { Input, Select } from 'antd';
import type { Control } from 'react-hook-form';
import { errorMessage } from '@vet/shared-ui';
import { FormField } from '@vet/shared-ui/form';
import { StaleAlert } from '@vet/shared-ui/page';
import { MSG } from '../../../messages';
import type { MainVetChoices } from '../hooks/useMainVetChoices';
import { TEXT_MAX, type PetFormValues } from '../petSchema';
import { asText } from './fieldValue';

export function VetFields({
  control,
  choices,
}: {
  control: Control<PetFormValues>;
  choices: MainVetChoices;
}) {
  return (
    <>
      {!!choices.error && (
        <StaleAlert
          title={`${MSG.vetsFailed} ${errorMessage(choices.error, '')}`.trim()}
          retrying={choices.retrying}
          onRetry={choices.retry}
        />
      )}
      <FormField control={control} name="mainVet" label="Médico veterinario tratante" required>
        {({ id, value, onChange, onBlur, status, ref, 'aria-describedby': describedBy }) => (
          <Select
            id={id}
            ref={ref}
            aria-describedby={describedBy}
            // An empty value shows the placeholder, not an empty choice.
            value={value || undefined}
            onChange={onChange}
            onBlur={onBlur}
            status={status}
            options={choices.options}
            loading={choices.loading}
            placeholder={choices.loading ? 'Cargando...' : MSG.mainVetPlaceholder}
            // Every option in the DOM: a clinic has a few vets, and tests and screen readers find each one.
            virtual={false}
          />
        )}
      </FormField>
      <FormField control={control} name="referringVet" label="Veterinario referente (opcional)">
        {(field) => <Input {...field} value={asText(field.value)} autoComplete="off" maxLength={TEXT_MAX} />}
      </FormField>
    </>
  );
}
