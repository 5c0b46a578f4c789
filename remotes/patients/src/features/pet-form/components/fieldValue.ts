// shared-ui's FormField types a field's value as the union of every field of the form; the text
// inputs narrow it back to the string they hold.
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
