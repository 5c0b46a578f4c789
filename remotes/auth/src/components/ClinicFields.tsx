// «Datos de la clínica»: the clinic a new account creates (docs/product/accounts.md#create-an-account).
// A form holding these fields keeps them under `clinic`, as the API takes them.
import { Col, Input, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { REGISTRATION_DIAL_CODES, VENEZUELAN_STATES } from '@vet/shared-ui';
import { FormField, PhoneInput, SelectField } from '@vet/shared-ui/form';
import type { ClinicForm } from './clinicSchema';
import { MSG } from '../messages';
import './clinicFields.css';

export function ClinicFields({ control }: { control: Control<{ clinic: ClinicForm }> }) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-fieldset__legend">{MSG.clinicSection}</legend>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <FormField control={control} name="clinic.name" label="Nombre de la clínica" required>
            {(field) => <Input {...field} autoComplete="organization" />}
          </FormField>
        </Col>
        <Col xs={24} sm={8}>
          <FormField control={control} name="clinic.rif" label="RIF (opcional)">
            {(field) => <Input {...field} value={field.value ?? ''} placeholder="J-12345678-9" />}
          </FormField>
        </Col>
      </Row>
      <FormField control={control} name="clinic.address" label="Dirección" required>
        {(field) => <Input.TextArea {...field} rows={2} autoComplete="street-address" />}
      </FormField>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="clinic.phone" label="Teléfono" required>
            {(field) => (
              <PhoneInput
                id={field.id}
                value={field.value}
                onChange={field.onChange}
                status={field.status}
                dialCodes={REGISTRATION_DIAL_CODES}
                placeholder="Teléfono de la clínica"
              />
            )}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <SelectField
            control={control}
            name="clinic.estado"
            label="Estado de la clínica"
            required
            options={VENEZUELAN_STATES}
            placeholder="Selecciona el estado"
            showSearch
          />
        </Col>
      </Row>
    </fieldset>
  );
}
