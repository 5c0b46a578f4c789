// «Receta»: the consultation's prescriptions, one row per drug (medicamento, dosis, unidad, vía,
// frecuencia, duración en días), added and removed by the vet, at most 20
// (docs/product/clinical.md#the-consultation). Each row is a group named «Medicamento n».
import { Button, Col, Input, Row } from 'antd';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormField, NumberInput, SelectField } from '@vet/shared-ui/form';
import { PRESCRIPTION_ROUTES, PRESCRIPTION_UNITS } from '@vet/shared-ui';
import { LIMITS, emptyPrescription, type ConsultationFormValues } from '../consultationSchema';

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function PrescriptionsEditor({ control }: { control: Control<ConsultationFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'prescriptions' });
  const { errors } = useFormState({ control, name: 'prescriptions' });
  // The list's own rule (at most 20), apart from its rows' fields.
  const listError = errors.prescriptions?.message ?? errors.prescriptions?.root?.message;
  const full = fields.length >= LIMITS.prescriptions;

  return (
    <div className="clinical-prescriptions">
      {fields.length === 0 && <p className="clinical-muted">Sin medicamentos en la receta.</p>}
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <fieldset key={row.id} className="clinical-prescription">
            <legend>{`Medicamento ${n}`}</legend>
            <Row gutter={12}>
              <Col xs={24} md={12} lg={8}>
                <FormField control={control} name={`prescriptions.${index}.drug`} label="Nombre" required>
                  {(field) => (
                    <Input {...field} value={field.value ?? ''} autoComplete="off" maxLength={LIMITS.drug} />
                  )}
                </FormField>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <FormField control={control} name={`prescriptions.${index}.dose`} label="Dosis" required>
                  {(field) => (
                    <NumberInput
                      id={field.id}
                      value={numberOrNull(field.value)}
                      onChange={(next) => field.onChange(numberOrNull(next))}
                      onBlur={field.onBlur}
                      status={field.status}
                      aria-invalid={field['aria-invalid']}
                      style={{ width: '100%' }}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <SelectField
                  control={control}
                  name={`prescriptions.${index}.unit`}
                  label="Unidad"
                  required
                  options={PRESCRIPTION_UNITS}
                  placeholder="Elegir"
                />
              </Col>
              <Col xs={24} md={8} lg={8}>
                <SelectField
                  control={control}
                  name={`prescriptions.${index}.route`}
                  label="Vía"
                  required
                  options={PRESCRIPTION_ROUTES}
                  placeholder="Elegir"
                />
              </Col>
              <Col xs={24} md={8} lg={8}>
                <FormField
                  control={control}
                  name={`prescriptions.${index}.frequency`}
                  label="Frecuencia"
                  required
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={field.value ?? ''}
                      autoComplete="off"
                      placeholder="cada 12 horas"
                      maxLength={LIMITS.frequency}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={24} md={8} lg={8}>
                <FormField
                  control={control}
                  name={`prescriptions.${index}.durationDays`}
                  label="Duración (días)"
                  extra="Vacía: hasta nuevo aviso"
                >
                  {(field) => (
                    <NumberInput
                      id={field.id}
                      value={numberOrNull(field.value)}
                      onChange={(next) => field.onChange(numberOrNull(next))}
                      onBlur={field.onBlur}
                      status={field.status}
                      aria-invalid={field['aria-invalid']}
                      inputMode="numeric"
                      suffix="días"
                      style={{ width: '100%' }}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={24} lg={8} className="clinical-prescription__remove">
                <Button danger onClick={() => remove(index)} aria-label={`Quitar medicamento ${n}`}>
                  Quitar
                </Button>
              </Col>
            </Row>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="clinical-error">
          {listError}
        </p>
      )}
      <Button onClick={() => append(emptyPrescription())} disabled={full}>
        Agregar medicamento
      </Button>
      {full && (
        <p className="clinical-muted">{`Una receta admite como máximo ${LIMITS.prescriptions} medicamentos.`}</p>
      )}
    </div>
  );
}
