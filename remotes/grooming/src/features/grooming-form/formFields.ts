// The form's fields: where the API's per-field 400 messages may land.
export const FORM_FIELDS = [
  'date',
  'service',
  'specifications',
  'observations',
  'cost',
  'paymentType',
  'exchangeRate',
];
