// Citas journey (issue 27; docs/product/appointments.md): the front desk books from the owner's detail;
// the reminder mail appears in the outbox when its time comes (the queue's planner, once a minute); the
// owner confirms through the mail's link, with no session; the agenda then says «Confirmada». And axe
// finds nothing serious on the agenda, the form, the detail and Notificaciones.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { motionEnded } from '../support/motion';
import { createOwner, createPet } from '../support/records';
import { createVet, signIn, type TestVet } from '../support/vet';
import type { APIRequestContext } from '@playwright/test';

const ZONE = 'America/Caracas';
test.use({ timezoneId: ZONE });

/** The clinic's day and minutes at `ms` (Caracas, the clinic's default zone). */
function clinicClock(ms: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** A time an hour or two ahead on a half hour, the same night if it fits, else tomorrow morning. */
function soon(): { day: string; time: string } {
  const now = clinicClock(Date.now());
  const start = Math.ceil((now.minutes + 90) / 30) * 30;
  if (start <= 23 * 60) {
    const h = String(Math.floor(start / 60)).padStart(2, '0');
    return { day: now.day, time: `${h}:${String(start % 60).padStart(2, '0')}` };
  }
  return { day: clinicClock(Date.now() + 12 * 3_600_000).day, time: '09:00' };
}

/** Open every day and hour, so a journey at any time of day can book. */
async function openAllDay(request: APIRequestContext, vet: TestVet) {
  const headers = { authorization: `Bearer ${vet.token}` };
  const { schedule } = await (await request.get('/api/clinic/schedule', { headers })).json();
  const answer = await request.put('/api/clinic/schedule', {
    headers,
    data: { ...schedule, openingHours: Array(7).fill({ open: '00:00', close: '23:55' }) },
  });
  expect(answer.status()).toBe(200);
}

/** The owner's page address in the newest reminder mailed to `email`, waiting for the planner's minute. */
async function reminderLink(email: string, timeoutMs = 120_000): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => !f.startsWith('.') && f.toLowerCase().includes(email));
    } catch {
      /* no outbox yet */
    }
    for (const file of files) {
      const text = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const path = /\/cita\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/.exec(text)?.[0];
      if (path) return path;
    }
    if (Date.now() > deadline) throw new Error(`No llegó el recordatorio a ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function audit(page: Page, screen: string) {
  await motionEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.nodes.length})`);
  expect(serious).toEqual([]);
}

test('booked from the owner’s detail, reminded by mail, confirmed by the owner, «Confirmada» in the agenda', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const vet = await createVet(request);
  await openAllDay(request, vet);
  const email = `rosa.${Date.now().toString(36)}@correo.test`;
  const owner = await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567', email });
  await createPet(request, vet, owner._id, { name: 'Luna' });
  const { day, time } = soon();
  const [y, m, d] = day.split('-');

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/owners/${owner._id}`);
  await page.getByRole('link', { name: 'Programar Cita' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva cita' })).toBeVisible();
  await expect(page.getByLabel('Mascota')).toBeVisible();
  await expect(page.getByText('Luna — Rosa Villegas').first()).toBeVisible();
  await audit(page, 'nueva cita');
  await page.getByLabel('Fecha').fill(`${d}/${m}/${y}`);
  await page.getByLabel('Hora').fill(time);
  await page.getByRole('button', { name: 'Agendar cita' }).click();
  await expect(page.getByText('Cita agendada con éxito').last()).toBeVisible();
  const block = page.locator('.appointments-block', { hasText: 'Luna' });
  await expect(block).toContainText(time);
  await expect(block).toContainText('Programada');
  await audit(page, 'agenda');

  // The planner's minute comes; the owner reads the mail and answers, with no session.
  const link = await reminderLink(email);
  const owners = await browser.newContext();
  const ownerPage = await owners.newPage();
  await ownerPage.goto(link);
  await expect(ownerPage.getByRole('heading', { name: 'Su cita' })).toBeVisible();
  await expect(ownerPage.getByText('Luna')).toBeVisible();
  await expect(ownerPage.getByText(`${d}/${m}/${y}, ${time}`)).toBeVisible();
  await expect(ownerPage.getByText('Rosa Villegas')).toHaveCount(0);
  await ownerPage.getByRole('button', { name: 'Confirmar' }).click();
  await expect(ownerPage.getByText('¡Gracias! Su cita quedó confirmada.')).toBeVisible();
  await ownerPage.goto(link);
  await expect(ownerPage.getByText(/Ya respondió a este recordatorio/)).toBeVisible();
  await owners.close();

  await page.goto(`/appointments?date=${day}`);
  await expect(page.locator('.appointments-block', { hasText: 'Luna' })).toContainText('Confirmada');
  await page.locator('.appointments-block', { hasText: 'Luna' }).click();
  await expect(page.getByText('El propietario')).toBeVisible();
  await audit(page, 'detalle de cita');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Citas de hoy/ })).toBeVisible();
  await audit(page, 'notificaciones');
});
