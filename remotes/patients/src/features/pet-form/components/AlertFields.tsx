// The pet's alerts on its form (docs/product/clinical.md#decisions): allergies and chronic conditions,
// which every screen of the pet then shows as a banner.
import { Col, Input, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import { ALERT_MAX, type PetFormValues } from '../petSchema';
import { asText } from './fieldValue';

export function AlertFields({ control }: { control: Control<PetFormValues> }) {
  return (
    <fieldset className="patients-form__alerts">
      <legend>Alertas clínicas</legend>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField control={control} name="allergies" label="Alergias (opcional)">
            {(field) => (
              <Input.TextArea
                {...field}
                value={asText(field.value)}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={ALERT_MAX}
                placeholder="Por ejemplo: penicilina, pollo"
              />
            )}
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="chronicConditions" label="Condiciones crónicas (opcional)">
            {(field) => (
              <Input.TextArea
                {...field}
                value={asText(field.value)}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={ALERT_MAX}
                placeholder="Por ejemplo: diabetes, epilepsia"
              />
            )}
          </FormField>
        </Col>
      </Row>
    </fieldset>
  );
}
