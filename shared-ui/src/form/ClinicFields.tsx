// A clinic's data as a form edits it (docs/product/clinic.md): name, RIF (optional), address, phone
// (dial code + digits, the registration's dial codes) and estado. The fields sit under `clinic` in the
// form's values (`clinic.name`…); the screen frames them (sign-up's «Datos de la clínica» fieldset, the
// «Clínica» screen's card) and checks them with clinicFieldRules.ts.
import { Col, Input, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { REGISTRATION_DIAL_CODES, VENEZUELAN_STATES } from '../constants/locations';
import { PhoneInput } from '../components/PhoneInput';
import { SelectField } from './ChoiceField';
import { FormField } from './FormField';
import type { ClinicFieldValues } from './clinicFieldRules';

export function ClinicFields({ control }: { control: Control<{ clinic: ClinicFieldValues }> }) {
  return (
    <>
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
    </>
  );
}
