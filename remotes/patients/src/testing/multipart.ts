// Reads back the multipart body a screen sent (fakeApi records it as text), as a FormData.
import type { SentRequest } from '@vet/shared-ui/testing/fakeApi';

export async function sentForm(request: SentRequest): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  return new Response(String(request.body), { headers: { 'content-type': contentType } }).formData();
}

/** Field name → value, with files as "file:<name>:<type>" for easy comparison. */
export async function sentFields(request: SentRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of (await sentForm(request)).entries()) {
    fields[key] = typeof value === 'string' ? value : `file:${value.name}:${value.type}`;
  }
  return fields;
}
