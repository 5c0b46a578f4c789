// The form's photo field. It watches name and species for its preview on its own, so that typing
// the name re-renders this field only, not the whole form.
import { useWatch, type Control, type UseFormClearErrors, type UseFormSetError } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import { PhotoPicker } from '../../../components/PhotoPicker';
import type { PetFormValues } from '../petSchema';

export function PhotoField({
  control,
  setError,
  clearErrors,
  currentPhoto,
  hint,
  placeholder,
}: {
  control: Control<PetFormValues>;
  setError: UseFormSetError<PetFormValues>;
  clearErrors: UseFormClearErrors<PetFormValues>;
  currentPhoto?: string | null;
  hint?: string;
  placeholder?: string;
}) {
  const [species, name] = useWatch({ control, name: ['species', 'name'] });
  return (
    <FormField control={control} name="photo" label="Foto">
      {(field) => (
        <PhotoPicker
          id={field.id}
          value={(field.value as File | null) ?? null}
          onChange={(file) => {
            clearErrors('photo');
            field.onChange(file);
          }}
          onReject={(message) => setError('photo', { type: 'file', message })}
          currentUrl={currentPhoto}
          species={species}
          name={name}
          emptyHint={hint}
          placeholderUrl={placeholder}
        />
      )}
    </FormField>
  );
}
