// «Receta»: the consultation's prescriptions, one row per drug (medicamento, dosis, unidad, vía,
// frecuencia, duración en días), added and removed by the vet, at most 20
// (docs/product/clinical.md#the-consultation). Each row is a group named «Medicamento n».
import { Button, Col, Row, type ColProps } from 'antd';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { PRESCRIPTION_ROUTES, PRESCRIPTION_UNITS } from '@vet/shared-ui';
import { LIMITS, emptyPrescription, type ConsultationFormValues } from '../consultationSchema';
import { PrescriptionField, type PrescriptionColumn } from './PrescriptionField';

type Span = Pick<ColProps, 'xs' | 'md' | 'lg'>;

/** A row's fields in order, each with its width on a phone, a tablet and a desktop. */
const COLUMNS: (PrescriptionColumn & { span: Span })[] = [
  {
    name: 'drug',
    label: 'Nombre',
    kind: 'text',
    required: true,
    maxLength: LIMITS.drug,
    span: { xs: 24, md: 12, lg: 8 },
  },
  { name: 'dose', label: 'Dosis', kind: 'number', required: true, span: { xs: 12, md: 6, lg: 4 } },
  {
    name: 'unit',
    label: 'Unidad',
    kind: 'select',
    required: true,
    options: PRESCRIPTION_UNITS,
    span: { xs: 12, md: 6, lg: 4 },
  },
  {
    name: 'route',
    label: 'Vía',
    kind: 'select',
    required: true,
    options: PRESCRIPTION_ROUTES,
    span: { xs: 24, md: 8, lg: 8 },
  },
  {
    name: 'frequency',
    label: 'Frecuencia',
    kind: 'text',
    required: true,
    maxLength: LIMITS.frequency,
    placeholder: 'cada 12 horas',
    span: { xs: 24, md: 8, lg: 8 },
  },
  {
    name: 'durationDays',
    label: 'Duración (días)',
    kind: 'number',
    extra: 'Vacía: hasta nuevo aviso',
    inputMode: 'numeric',
    suffix: 'días',
    span: { xs: 24, md: 8, lg: 8 },
  },
];

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
              {COLUMNS.map(({ span, ...column }) => (
                <Col key={column.name} {...span}>
                  <PrescriptionField control={control} index={index} column={column} />
                </Col>
              ))}
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
