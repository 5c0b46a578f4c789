import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './errors.js';

/**
 * Request schemas may carry Spanish texts next to the rule they explain:
 *   { type: 'string', minLength: 6, errorMessages: { required: '…', minLength: 'Mínimo 6 caracteres' } }
 * `errorMessages` is registered with AJV as an annotation keyword (see app.ts); `default` covers any rule.
 */
export type ErrorMessages = Partial<Record<string, string>>;

interface SchemaNode {
  errorMessages?: ErrorMessages;
  properties?: Record<string, SchemaNode>;
  type?: string | string[];
}

// AJV's verbose mode adds the schema that failed; fastify's type does not list it.
type AjvError = FastifySchemaValidationError & { parentSchema?: SchemaNode };

/** Turns AJV errors into [{ field, msg }] with one Spanish message per field (the first rule that failed). */
export function toFieldErrors(errors: FastifySchemaValidationError[], context: string): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const raw of errors as AjvError[]) {
    const field = fieldOf(raw, context);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, msg: messageOf(raw, field) });
  }
  return out;
}

function fieldOf(error: AjvError, context: string): string {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const extra =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const field = [base, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.');
  return field || context;
}

function messageOf(error: AjvError, field: string): string {
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema;
  if (error.keyword === 'required') {
    const prop = schema?.properties?.[String(params.missingProperty)];
    return prop?.errorMessages?.required ?? 'Este campo es obligatorio';
  }
  // An empty text is a missing value to a person: say "obligatorio", not "too short" or "bad format".
  if ((error as { data?: unknown }).data === '' && schema?.errorMessages?.required)
    return schema.errorMessages.required;
  const own = schema?.errorMessages?.[error.keyword] ?? schema?.errorMessages?.default;
  if (own) return own;
  if (error.instancePath === '' && error.keyword === 'type') {
    return 'Los datos enviados deben ser un objeto JSON';
  }
  return genericMessage(error.keyword, params, field);
}

function genericMessage(keyword: string, params: Record<string, unknown>, field: string): string {
  const limit = params.limit;
  switch (keyword) {
    case 'type':
      return typeMessage(String(params.type));
    case 'minLength':
      return limit === 1 ? 'Este campo es obligatorio' : `Mínimo ${String(limit)} caracteres`;
    case 'maxLength':
      return `Máximo ${String(limit)} caracteres`;
    case 'minimum':
      return `Debe ser mayor o igual a ${String(limit)}`;
    case 'exclusiveMinimum':
      return `Debe ser mayor a ${String(limit)}`;
    case 'maximum':
      return `Debe ser menor o igual a ${String(limit)}`;
    case 'exclusiveMaximum':
      return `Debe ser menor a ${String(limit)}`;
    case 'multipleOf':
      return `Debe ser múltiplo de ${String(params.multipleOf)}`;
    case 'pattern':
    case 'format':
      return 'Formato no válido';
    case 'enum':
    case 'const':
      return 'Valor no permitido';
    case 'additionalProperties':
      return `El campo ${field} no está permitido`;
    case 'minItems':
      return `Debe tener al menos ${String(limit)} elementos`;
    case 'maxItems':
      return `Debe tener como máximo ${String(limit)} elementos`;
    default:
      return 'Valor no válido';
  }
}

function typeMessage(type: string): string {
  if (type.includes('integer')) return 'Debe ser un número entero';
  if (type.includes('number')) return 'Debe ser un número';
  if (type.includes('boolean')) return 'Debe ser verdadero o falso';
  if (type.includes('array')) return 'Debe ser una lista';
  if (type.includes('object')) return 'Debe ser un objeto';
  if (type.includes('string')) return 'Debe ser un texto';
  return 'Tipo de dato no válido';
}
