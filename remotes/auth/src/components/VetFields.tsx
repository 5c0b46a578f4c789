// The vet's personal and professional fields: registration and the profile screen share them. The CMV
// reads «CMV (opcional)» for a member who needs none (cmvRequiredFor in vetProfileSchema.ts).
import { Col, Input, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { REGISTRATION_DIAL_CODES, VENEZUELAN_STATES } from '@vet/shared-ui';
import { FormField, PhoneInput, SelectField } from '@vet/shared-ui/form';
import type { VetProfileForm } from './vetProfileSchema';

export function VetFields({
  control,
  cmvRequired = true,
}: {
  control: Control<VetProfileForm>;
  cmvRequired?: boolean;
}) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="name" label="Nombre" required>
            {(field) => <Input {...field} autoComplete="given-name" />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="lastName" label="Apellido" required>
            {(field) => <Input {...field} autoComplete="family-name" />}
          </FormField>
        </Col>
      </Row>
      <FormField control={control} name="whatsapp" label="WhatsApp" required>
        {(field) => (
          <PhoneInput
            id={field.id}
            value={field.value}
            onChange={field.onChange}
            status={field.status}
            dialCodes={REGISTRATION_DIAL_CODES}
            placeholder="Número de WhatsApp"
          />
        )}
      </FormField>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="ci" label="Cédula de identidad" required>
            {(field) => <Input {...field} placeholder="V-12345678" />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={control}
            name="cmv"
            label={cmvRequired ? 'CMV' : 'CMV (opcional)'}
            required={cmvRequired}
          >
            {(field) => <Input {...field} placeholder="Nº de colegiatura" />}
          </FormField>
        </Col>
      </Row>
      <SelectField
        control={control}
        name="estado"
        label="Estado"
        required
        options={VENEZUELAN_STATES}
        placeholder="Selecciona tu estado"
        showSearch
      />
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <FormField control={control} name="runsai" label="RUNSAI (opcional)">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </FormField>
        </Col>
        <Col xs={24} sm={8}>
          <FormField control={control} name="msds" label="MSDS (opcional)">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </FormField>
        </Col>
        <Col xs={24} sm={8}>
          <FormField control={control} name="somevepa" label="SOMEVEPA (opcional)">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </FormField>
        </Col>
      </Row>
    </>
  );
}
