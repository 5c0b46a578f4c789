import { VENEZUELAN_STATES } from '../lists.generated.js';

// Field rules several forms share (the vet's profile, the clinic's data), each with its Spanish messages.

export function requiredText(required: string, maxLength = 100) {
  return {
    type: 'string',
    minLength: 1,
    maxLength,
    pattern: '\\S',
    errorMessages: {
      required,
      minLength: required,
      pattern: required,
      maxLength: `Máximo ${maxLength} caracteres`,
    },
  } as const;
}

export function optionalText(maxLength = 50) {
  return {
    type: 'string',
    maxLength,
    errorMessages: { maxLength: `Máximo ${maxLength} caracteres` },
  } as const;
}

/** A phone as the forms send it: the dial code (+58…) joined to the digits, a leading + then digits only. */
export function phone(required: string) {
  return {
    type: 'string',
    maxLength: 20,
    // Without the +, a form could not tell the dial code from the number when it shows it again.
    pattern: '^\\+[0-9]+$',
    errorMessages: { required, pattern: 'Solo números sin espacios', maxLength: 'Máximo 20 dígitos' },
  } as const;
}

/** One of Venezuela's states (lists.json). */
export function estado(required: string) {
  return {
    type: 'string',
    enum: VENEZUELAN_STATES,
    errorMessages: { required, enum: 'Selecciona un estado de Venezuela válido' },
  } as const;
}
