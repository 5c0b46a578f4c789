/**
 * What of a pg-boss or handler error may reach the log: its kind, message, code and queue. Never the
 * rest: a PostgreSQL error's `detail` and `where` can quote a row's values, a mail error its recipients.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const { name, message, code, queue, stack } = err as Record<string, unknown>;
  return { type: name, message, code, queue, stack };
}

/** A handler's failure in the log: its kind and code only, since its message may name a person. */
export function failureKind(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const { name, code } = err as Record<string, unknown>;
  return { type: name, code };
}
