// «Examen físico»: the measured values with their units (the vital signs judged live against the species'
// ranges), the mucous membranes and the findings.
import { Alert, Col, Row, Select } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import type { SpeciesVitalRanges } from '../../../api/types';
import { MUCOUS_MEMBRANES } from '@vet/shared-ui';
import { MSG } from '../../../messages';
import { MEASURES, rangeFor } from '../../consultations/measures';
import { LIMITS, type ConsultationFormValues } from '../consultationSchema';
import { MeasureField } from './MeasureField';
import { TextAreaField } from './TextAreaField';

const MUCOUS_OPTIONS = MUCOUS_MEMBRANES.map((value) => ({ value, label: value }));

export function ExamFields({
  control,
  ranges,
  speciesWithoutRanges,
}: {
  control: Control<ConsultationFormValues>;
  /** The pet's species' normal ranges; undefined while unknown or when the clinic has none for it. */
  ranges: SpeciesVitalRanges | undefined;
  /** Said when the ranges are known and the species has none. */
  speciesWithoutRanges?: string;
}) {
  return (
    <>
      {speciesWithoutRanges && (
        <Alert
          type="info"
          showIcon
          title={MSG.otherSpeciesNoRanges(speciesWithoutRanges)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        {MEASURES.map((measure) => (
          <Col key={measure.key} xs={24} sm={12} lg={8}>
            <MeasureField control={control} measure={measure} range={rangeFor(ranges, measure.key)} />
          </Col>
        ))}
        <Col xs={24} sm={12} lg={8}>
          <FormField control={control} name="mucousMembranes" label="Mucosas">
            {({ id, value, onChange, onBlur, status, ref, 'aria-describedby': describedBy }) => (
              <Select
                id={id}
                ref={ref}
                aria-describedby={describedBy}
                value={(value as string) || undefined}
                // Cleared: not taken ("").
                onChange={(next) => onChange(next ?? '')}
                onBlur={onBlur}
                status={status}
                options={MUCOUS_OPTIONS}
                placeholder="Sin registrar"
                allowClear
                virtual={false}
              />
            )}
          </FormField>
        </Col>
      </Row>
      <TextAreaField
        control={control}
        name="findings"
        label="Hallazgos del examen físico"
        max={LIMITS.text}
      />
    </>
  );
}
