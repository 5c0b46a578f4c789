// The exam form shared by create and edit (docs/product/lab.md#exam-form): three tabs, Datos Generales,
// Conteo Diferencial and Observaciones, and one Guardar for all of them.
import { useState } from 'react';
import { Alert, Form, Input, Select, Tabs } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormActions, DateInput, FormField, NumberInput } from '@vet/shared-ui/form';
import { initialCounter } from '../../counter/counterReducer';
import type { SoundPlayer } from '../../counter/sounds';
import type { DifferentialCount, LabExamBody, RangeSpecies } from '../../../api/types';
import { MSG } from '../../../messages';
import { DifferentialField } from './DifferentialField';
import { examFormSchema, todayLocal, type ExamFormValues } from '../examFormSchema';

/** A tab's label whose second word a phone does not show (lab.css), so the three tabs fit one row
 *  there instead of hiding «Observaciones» behind antd's «···»; the word stays in the accessible name. */
function tabLabel(shown: string, desktopOnly: string) {
  return (
    <>
      {shown}
      <span className="lab-form__tab-rest"> {desktopOnly}</span>
    </>
  );
}

export interface ExamFormInitial {
  date?: string;
  hematocrit?: number | null;
  whiteBloodCells?: number | null;
  totalProtein?: number | null;
  platelets?: number | null;
  hemotropico?: string;
  observacion?: string;
  differentialCount?: DifferentialCount;
}

interface ExamFormProps {
  initial?: ExamFormInitial;
  species: RangeSpecies;
  /** The pet's own species when it is neither Canino nor Felino (the dog's ranges apply). */
  otherSpecies?: string;
  submitting: boolean;
  onSubmit: (body: LabExamBody, species: RangeSpecies) => void | Promise<void>;
  onCancel: () => void;
  sound?: SoundPlayer;
}

const NUMBER_FIELDS = [
  { name: 'hematocrit', label: 'Hematocrito', extra: '%', step: 0.1 },
  { name: 'whiteBloodCells', label: 'Glóbulos blancos', extra: 'Por µL (12.000) o ×10³/µL (12)', step: 1 },
  { name: 'totalProtein', label: 'Proteínas totales', extra: 'g/dL', step: 0.1 },
  { name: 'platelets', label: 'Plaquetas', extra: 'Por µL (250.000) o ×10³/µL (250)', step: 1 },
] as const;

export function ExamForm({
  initial = {},
  species,
  otherSpecies,
  submitting,
  onSubmit,
  onCancel,
  sound,
}: ExamFormProps) {
  const [tab, setTab] = useState('general');
  // The count itself lives in DifferentialField (a key press must not re-render this form).
  const [savedCount] = useState(() => initialCounter(initial.differentialCount));
  const { control, handleSubmit, setValue } = useForm<ExamFormValues>({
    // The schema's output type has no nulls; the values it accepts are exactly ExamFormValues.
    resolver: yupResolver(examFormSchema) as unknown as Resolver<ExamFormValues>,
    defaultValues: {
      date: initial.date ?? todayLocal(),
      species,
      hematocrit: initial.hematocrit ?? null,
      whiteBloodCells: initial.whiteBloodCells ?? null,
      totalProtein: initial.totalProtein ?? null,
      platelets: initial.platelets ?? null,
      hemotropico: initial.hemotropico ?? '',
      observacion: initial.observacion ?? '',
      differentialCount: savedCount.counts,
      totalCells: savedCount.total,
    },
  });

  const submit = handleSubmit(
    (values) =>
      onSubmit(
        {
          date: values.date,
          hematocrit: Number(values.hematocrit),
          whiteBloodCells: Number(values.whiteBloodCells),
          totalProtein: Number(values.totalProtein),
          platelets: Number(values.platelets),
          differentialCount: values.differentialCount,
          totalCells: values.totalCells,
          hemotropico: values.hemotropico.trim(),
          observacion: values.observacion.trim(),
        },
        values.species,
      ),
    // Every required field is on the first tab: show it so the messages are seen.
    () => setTab('general'),
  );

  // FormField types a value as any of the form's values, the count object included: these are text.
  const general = (
    <>
      <FormField control={control} name="date" label="Fecha" required>
        {(field) => <DateInput {...field} value={field.value as string | null} />}
      </FormField>
      <FormField control={control} name="species" label="Especie (rangos de referencia)" required>
        {(field) => (
          <Select
            {...field}
            options={[
              { value: 'perro', label: 'Perro' },
              { value: 'gato', label: 'Gato' },
            ]}
          />
        )}
      </FormField>
      {otherSpecies && (
        <Alert type="info" showIcon title={MSG.otherSpecies(otherSpecies)} style={{ marginBottom: 16 }} />
      )}
      {NUMBER_FIELDS.map((item) => (
        <FormField
          key={item.name}
          control={control}
          name={item.name}
          label={item.label}
          extra={item.extra}
          required
        >
          {(field) => (
            <NumberInput
              {...field}
              value={field.value as number | null}
              min={0}
              step={item.step}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
      ))}
      <FormField control={control} name="hemotropico" label="Hemotrópico">
        {(field) => <Input {...field} value={(field.value as string | null) ?? ''} maxLength={2000} />}
      </FormField>
    </>
  );

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate>
        <Tabs
          className="lab-form__tabs"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'general', label: tabLabel('Datos', 'Generales'), children: general, forceRender: true },
            {
              key: 'differential',
              label: tabLabel('Conteo', 'Diferencial'),
              forceRender: true,
              children: (
                <DifferentialField
                  control={control}
                  setValue={setValue}
                  initialCounts={savedCount.counts}
                  active={tab === 'differential'}
                  sound={sound}
                />
              ),
            },
            {
              key: 'observations',
              label: 'Observaciones',
              forceRender: true,
              children: (
                <FormField control={control} name="observacion" label="Observaciones">
                  {(field) => (
                    <Input.TextArea
                      {...field}
                      value={(field.value as string | null) ?? ''}
                      rows={4}
                      maxLength={2000}
                    />
                  )}
                </FormField>
              ),
            },
          ]}
        />
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel="Guardar" />
      </form>
    </Form>
  );
}
