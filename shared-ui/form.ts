// @vet/shared-ui/form: the pieces of a form screen. Like boot.ts, it is bundled into the container
// that imports it, not shared: they hold no state, and keeping them out of the shared main entry keeps
// antd's Form (about 30 KiB gzip) off every start-up: a remote loads it with its first form screen.
export { FormField, type FormFieldInput } from './src/form/FormField';
export { FormActions, type FormActionsProps } from './src/form/FormActions';
export { RadioField, SelectField, type ChoiceOption } from './src/form/ChoiceField';
export { PhoneInput, type PhoneInputProps } from './src/components/PhoneInput';
export { NumberInput, type NumberInputProps } from './src/form/NumberInput';
export { DateInput, type DateInputProps } from './src/form/DateInput';
export { DateTimeInput, DATE_TIME_FORMAT, type DateTimeInputProps } from './src/form/DateTimeInput';
export { ClinicFields } from './src/form/ClinicFields';
export {
  CLINIC_FIELD_LIMITS,
  CLINIC_FIELD_MESSAGES,
  CLINIC_FIELD_NAMES,
  PHONE_PATTERN,
  type ClinicFieldValues,
} from './src/form/clinicFieldRules';
