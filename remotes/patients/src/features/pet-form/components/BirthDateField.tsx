// The birth date, with the age it gives shown live beside it: years, else months, else days.
import { useWatch, type Control } from 'react-hook-form';
import { formatPetAge } from '@vet/shared-ui';
import { DateInput, FormField } from '@vet/shared-ui/form';
import { isValidDay, type PetFormValues } from '../petSchema';
import { asText } from './fieldValue';

function AgePreview({ control }: { control: Control<PetFormValues> }) {
  const birthDate = useWatch({ control, name: 'birthDate' });
  const age = birthDate && isValidDay(birthDate) ? formatPetAge(birthDate) : '';
  return (
    <p className="patients-form__age" aria-live="polite" data-testid="age-preview">
      {age ? `Edad: ${age}` : ''}
    </p>
  );
}

export function BirthDateField({ control }: { control: Control<PetFormValues> }) {
  return (
    <div className="patients-form__birth">
      <FormField control={control} name="birthDate" label="Fecha de nacimiento" required>
        {(field) => <DateInput {...field} value={asText(field.value)} />}
      </FormField>
      <AgePreview control={control} />
    </div>
  );
}
