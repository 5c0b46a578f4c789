// The pet form of the create and edit screens (docs/product/pets.md#fields-and-rules). The screens decide
// what to send.
import { useEffect } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { SEXES, SPECIES } from '@vet/shared-ui';
import { FormActions, FormField, NumberInput, RadioField, SelectField } from '@vet/shared-ui/form';
import { useMainVetChoices } from '../hooks/useMainVetChoices';
import { NAME_MAX, TEXT_MAX, WEIGHT_MAX, petSchema, type PetFormValues } from '../petSchema';
import { AlertFields } from './AlertFields';
import { BirthDateField } from './BirthDateField';
import { PhotoField } from './PhotoField';
import { VetFields } from './VetFields';
import { asText } from './fieldValue';
import './petForm.css';

const schema = petSchema();

export interface PetFormProps {
  initialValues: PetFormValues;
  /** A new pet: the signed-in member becomes its main vet once the clinic's vets are known, if they
   *  are one of them and none was chosen yet. */
  suggestSessionVet?: boolean;
  /** The photo the pet has now (edit). */
  currentPhoto?: string | null;
  /** Shown beside the preview when there is neither a chosen file nor a current photo. */
  photoHint?: string;
  /** Previewed when there is neither a chosen file nor a current photo. */
  photoPlaceholder?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: PetFormValues, setError: UseFormSetError<PetFormValues>) => Promise<void>;
  onCancel: () => void;
}

export function PetForm({
  initialValues,
  suggestSessionVet = false,
  currentPhoto,
  photoHint,
  photoPlaceholder,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: PetFormProps) {
  const { control, handleSubmit, setError, clearErrors, getValues, setValue } = useForm<PetFormValues>({
    resolver: yupResolver(schema),
    defaultValues: initialValues,
  });
  const vetChoices = useMainVetChoices(initialValues.mainVet);
  const { sessionVet } = vetChoices;
  useEffect(() => {
    if (suggestSessionVet && sessionVet && !getValues('mainVet')) {
      setValue('mainVet', sessionVet, { shouldValidate: true });
    }
  }, [suggestSessionVet, sessionVet, getValues, setValue]);

  const submit = handleSubmit((values) => onSubmit(values, setError));

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate className="patients-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField control={control} name="name" label="Nombre" required>
              {(field) => (
                <Input {...field} value={asText(field.value)} autoComplete="off" maxLength={NAME_MAX} />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <BirthDateField control={control} />
          </Col>
          <Col xs={24} md={12}>
            <SelectField
              control={control}
              name="species"
              label="Especie"
              required
              options={SPECIES}
              placeholder="Selecciona la especie"
            />
          </Col>
          <Col xs={24} md={12}>
            <RadioField control={control} name="sex" label="Sexo" required options={SEXES} />
          </Col>
          <Col xs={24} md={12}>
            <FormField control={control} name="breed" label="Raza (opcional)">
              {(field) => (
                <Input {...field} value={asText(field.value)} autoComplete="off" maxLength={TEXT_MAX} />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField control={control} name="weight" label="Peso (kg, opcional)">
              {(field) => (
                <NumberInput
                  id={field.id}
                  ref={field.ref}
                  aria-describedby={field['aria-describedby']}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  onBlur={field.onBlur}
                  status={field.status}
                  min={0}
                  max={WEIGHT_MAX}
                  step={0.1}
                  suffix="kg"
                  style={{ width: '100%' }}
                />
              )}
            </FormField>
          </Col>
        </Row>
        <VetFields control={control} choices={vetChoices} />
        <AlertFields control={control} />
        <PhotoField
          control={control}
          setError={setError}
          clearErrors={clearErrors}
          currentPhoto={currentPhoto}
          hint={photoHint}
          placeholder={photoPlaceholder}
        />
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel={submitLabel} />
      </form>
    </Form>
  );
}
