// The pet's alerts on its form (docs/product/clinical.md#decisions): allergies and chronic conditions,
// which every screen of the pet then shows as a banner.
import { Col, Input, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import { ALERT_MAX, type PetFormValues } from '../petSchema';
import { asText } from './fieldValue';

/** Each alert: a free text of the form, optional, with an example of what it holds. */
const ALERTS = [
  { name: 'allergies', label: 'Alergias (opcional)', placeholder: 'Por ejemplo: penicilina, pollo' },
  {
    name: 'chronicConditions',
    label: 'Condiciones crónicas (opcional)',
    placeholder: 'Por ejemplo: diabetes, epilepsia',
  },
] as const;

export function AlertFields({ control }: { control: Control<PetFormValues> }) {
  return (
    <fieldset className="patients-form__alerts">
      <legend>Alertas clínicas</legend>
      <Row gutter={16}>
        {ALERTS.map(({ name, label, placeholder }) => (
          <Col key={name} xs={24} md={12}>
            <FormField control={control} name={name} label={label}>
              {(field) => (
                <Input.TextArea
                  {...field}
                  value={asText(field.value)}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  maxLength={ALERT_MAX}
                  placeholder={placeholder}
                />
              )}
            </FormField>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
