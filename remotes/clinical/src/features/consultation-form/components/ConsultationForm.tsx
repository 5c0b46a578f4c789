// The consultation form shared by «Nueva consulta» and «Editar consulta»
// (docs/product/clinical.md#the-consultation-form), in the order a visit runs: Datos de la consulta,
// Examen físico, Diagnóstico, Tratamiento with the prescription, Próximo control. The screens decide what
// to send; a refused submit says so and brings the first marked field into view.
import { useEffect } from 'react';
import { Form } from 'antd';
import { useForm, type Resolver, type UseFormSetError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from '@vet/shared-ui';
import { DateInput, FormActions, FormField } from '@vet/shared-ui/form';
import type { ClinicalPerson, SpeciesVitalRanges } from '../../../api/types';
import { Section } from '../../../components/Section';
import { MSG } from '../../../messages';
import { LIMITS, consultationSchema, type ConsultationFormValues } from '../consultationSchema';
import { useVetChoices } from '../../../hooks/useVetChoices';
import { ExamFields } from './ExamFields';
import { PrescriptionsEditor } from './PrescriptionsEditor';
import { TextAreaField } from './TextAreaField';
import { VisitFields } from './VisitFields';

export type ConsultationSubmit = (
  values: ConsultationFormValues,
  setError: UseFormSetError<ConsultationFormValues>,
) => Promise<void>;

export interface ConsultationFormProps {
  initialValues: ConsultationFormValues;
  /** The pet's species' normal ranges (undefined until known, or when it has none). */
  ranges: SpeciesVitalRanges | undefined;
  speciesWithoutRanges?: string;
  /** The attending vet on record (edit): offered even if no longer among the clinic's vets. */
  storedVet?: ClinicalPerson;
  /** A new consultation: the signed-in member becomes its vet once the clinic's vets are known, if they
   *  are one of them and none was chosen yet. */
  suggestSessionVet?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: ConsultationSubmit;
  onCancel: () => void;
}

function showFirstError() {
  toast.error(MSG.checkForm);
  // After the messages are drawn.
  requestAnimationFrame(() =>
    document.querySelector('.ant-form-item-has-error')?.scrollIntoView?.({ block: 'center' }),
  );
}

export function ConsultationForm({
  initialValues,
  ranges,
  speciesWithoutRanges,
  storedVet,
  suggestSessionVet = false,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: ConsultationFormProps) {
  const { control, handleSubmit, setError, getValues, setValue } = useForm<ConsultationFormValues>({
    // The schema's output types its empty values more loosely than the form holds them.
    resolver: yupResolver(consultationSchema) as unknown as Resolver<ConsultationFormValues>,
    defaultValues: initialValues,
  });
  const vets = useVetChoices(storedVet);
  const { sessionVet } = vets;
  useEffect(() => {
    if (suggestSessionVet && sessionVet && !getValues('vetId')) setValue('vetId', sessionVet);
  }, [suggestSessionVet, sessionVet, getValues, setValue]);

  const submit = handleSubmit((values) => onSubmit(values, setError), showFirstError);

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate className="clinical-form">
        <Section title="Datos de la consulta">
          <VisitFields control={control} vets={vets} />
        </Section>
        <Section title="Examen físico">
          <ExamFields control={control} ranges={ranges} speciesWithoutRanges={speciesWithoutRanges} />
        </Section>
        <Section title="Diagnóstico">
          <TextAreaField
            control={control}
            name="presumptiveDiagnosis"
            label="Diagnóstico presuntivo"
            max={LIMITS.diagnosis}
            rows={2}
          />
          <TextAreaField
            control={control}
            name="definitiveDiagnosis"
            label="Diagnóstico definitivo"
            max={LIMITS.diagnosis}
            rows={2}
          />
        </Section>
        <Section title="Tratamiento">
          <TextAreaField
            control={control}
            name="treatment"
            label="Tratamiento e indicaciones"
            max={LIMITS.text}
          />
          <h3 className="clinical-subtitle">Receta</h3>
          <PrescriptionsEditor control={control} />
        </Section>
        <Section title="Próximo control">
          <FormField control={control} name="nextCheck" label="Fecha del próximo control" extra="Opcional">
            {(field) => (
              <DateInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                style={{ maxWidth: 200 }}
              />
            )}
          </FormField>
        </Section>
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel={submitLabel} />
      </form>
    </Form>
  );
}
