/**
 * The app's AJV settings (fastify's `ajv.customOptions`), shared with the backup restore's worker
 * thread so a restored record is checked by the very rules of the create routes.
 * allErrors: every field's message at once; verbose: the failing schema, where errorMessages live.
 */
export const AJV_CUSTOM_OPTIONS = { allErrors: true, verbose: true, keywords: ['errorMessages'] };
