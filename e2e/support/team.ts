// A clinic's team for a journey: a person with an account (and a clinic) of their own, invited into the
// administrator's clinic with a role and accepted through the API (invitations.spec.ts walks the screens).
import { expect, type APIRequestContext } from '@playwright/test';
import { latestInvitationPathFor } from './outbox';
import { createVet, type TestVet } from './vet';

/** `person` invited by `admin` as `role` and accepted: their session works in the administrator's clinic. */
export async function joinClinic(
  request: APIRequestContext,
  admin: TestVet,
  role: 'vet' | 'assistant' | 'groomer' | 'admin',
  person: { name: string; lastName: string } = { name: 'Pablo', lastName: 'Linares' },
): Promise<TestVet> {
  const member = await createVet(request, person);
  const invited = await request.post('/api/clinic/invitations', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { email: member.email, role },
  });
  expect(invited.status()).toBe(201);
  const token = (await latestInvitationPathFor(member.email)).split('/').pop();
  const accepted = await request.post(`/api/invitations/${token}/accept`, {
    data: { password: member.password },
  });
  expect(accepted.status()).toBe(200);
  return { ...member, token: ((await accepted.json()) as { token: string }).token };
}
