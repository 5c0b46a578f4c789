// Invitations to a clinic (issue 25, docs/product/clinic.md#invitations): an administrator invites from
// «Equipo»; the invitee opens the mailed link, signs up from it, confirms with the mailed code, signs in
// and works in the inviting clinic with the role given. A person who already has an account (and a clinic
// of their own) accepts with the password, meets what the role may not see, and switches between the two
// clinics from the user menu and, in a second tab on a phone's width, from the top bar's clinic name; each
// tab follows the other's switch.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { latestCodeFor, latestInvitationPathFor } from '../support/outbox';
import { createVet, newVetData, signIn, type TestVet } from '../support/vet';
import { openUserMenu } from '../support/userMenu';
import { settled } from '../support/motion';

/** The name of the clinic a vet's session works in, as GET /auth/user says it. */
async function clinicOf(request: APIRequestContext, vet: TestVet): Promise<string> {
  const answer = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${vet.token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { clinic: { name: string } }).clinic.name;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const sidebarUser = (page: Page) => page.locator('.shell-sidebar__user');

test('an administrator invites an assistant, who signs up from the link and works in the clinic', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await createVet(request);
  const clinic = await clinicOf(request, admin);
  const assistant = { ...newVetData(), name: 'Luisa', lastName: 'Rangel' };

  // «Equipo»: the invitation, Asistente being the role first chosen.
  await signIn(page, admin);
  await page.goto('/clinic/team');
  const inviteForm = page.getByRole('region', { name: 'Invitar a alguien' });
  await inviteForm.getByLabel('Correo').fill(assistant.email);
  await expect(inviteForm.getByText('Asistente', { exact: true })).toBeVisible();
  await inviteForm.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText(`Invitación enviada a ${assistant.email}`)).toBeVisible();

  // The invitee, in a browser of their own, opens the mailed link.
  const link = await latestInvitationPathFor(assistant.email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: `Te invitaron a ${clinic}` })).toBeVisible();
  await expect(invitee.getByText('Asistente', { exact: true })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(assistant.email);
  await expect(invitee.getByLabel('Email')).not.toBeEditable();
  // Signing up from the link founds no clinic.
  await expect(invitee.getByText('Datos de la clínica')).toHaveCount(0);

  await invitee.getByLabel('Nombre', { exact: true }).fill(assistant.name);
  await invitee.getByLabel('Apellido').fill(assistant.lastName);
  await invitee.getByLabel('Número de WhatsApp').fill('4147654321');
  await invitee.getByLabel('Cédula de identidad').fill(assistant.ci);
  // The CMV is a vet's: a front desk may leave it empty.
  await expect(invitee.getByLabel('CMV (opcional)')).toHaveValue('');
  await invitee.getByRole('combobox', { name: /^\W*Estado$/ }).fill('Mérida');
  await invitee.keyboard.press('Enter');
  await expect(invitee.getByText('El estado es obligatorio')).toBeHidden();
  await invitee.getByLabel('Password', { exact: true }).fill(assistant.password);
  await invitee.getByLabel('Confirmar password').fill(assistant.password);
  await invitee.getByRole('button', { name: 'Crear cuenta' }).click();

  // Confirmed with the mailed code (the second mail to that address, after the invitation).
  await expect(invitee).toHaveURL(/\/auth\/confirm-account$/);
  const code = await latestCodeFor(assistant.email, 2);
  await invitee.getByLabel('Código de 6 dígitos').fill(code);
  await invitee.getByRole('button', { name: 'Confirmar cuenta' }).click();
  await expect(invitee.getByText('Cuenta confirmada')).toBeVisible();

  await expect(invitee).toHaveURL(/\/auth\/login$/);
  await invitee.getByLabel('Email').fill(assistant.email);
  await invitee.getByLabel('Password').fill(assistant.password);
  await invitee.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(invitee).toHaveURL(/\/$/);

  // In the inviting clinic, as Asistente: its name, the role, and the links the role may follow.
  await expect(sidebarUser(invitee).getByText(clinic, { exact: true })).toBeVisible();
  await expect(
    invitee.getByRole('button', { name: 'M.V. Luisa Rangel, Asistente: menú de usuario' }),
  ).toBeVisible();
  await expect(sidebar(invitee).getByRole('link', { name: 'Laboratorio' })).toHaveCount(0);
  await expect(sidebar(invitee).getByRole('link', { name: 'Dueño' })).toBeVisible();
  await context.close();
});

test('an existing account accepts with its password, meets what its role may not see and switches clinics', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await createVet(request);
  const clinic = await clinicOf(request, admin);
  const groomer = await createVet(request, { name: 'Pablo', lastName: 'Linares' });
  const ownClinic = await clinicOf(request, groomer);

  const invited = await request.post('/api/clinic/invitations', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { email: groomer.email, role: 'groomer' },
  });
  expect(invited.status()).toBe(201);

  // No session in this browser: the link is the credential, the password proves the account.
  await page.goto(await latestInvitationPathFor(groomer.email));
  await expect(page.getByRole('heading', { level: 1, name: `Te invitaron a ${clinic}` })).toBeVisible();
  await page.getByLabel('Password').fill('equivocada');
  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(page.getByText('Contraseña incorrecta')).toBeVisible();
  await page.getByLabel('Password').fill(groomer.password);
  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Te uniste a ${clinic}`)).toBeVisible();
  await expect(sidebarUser(page).getByText(clinic, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /, Peluquero: menú de usuario$/ })).toBeVisible();

  // A pet's exams are not a groomer's to read: said plainly, inside the layout.
  await page.goto('/patients/any-pet/lab-exams');
  await expect(
    page.getByText('No tienes permiso para ver esta sección. Tu rol en la clínica es Peluquero.'),
  ).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  // A second tab of the same browser, on the owners: it shares the session.
  const otherTab = await page.context().newPage();
  await otherTab.setViewportSize({ width: 390, height: 844 });
  await otherTab.goto('/owners');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Propietarios' })).toBeVisible();

  // Back to the clinic the account founded, from the user menu.
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: `${clinic} · Peluquero (actual)` })).toBeVisible();
  await menu.getByRole('menuitem', { name: `${ownClinic} · Administrador` }).click();
  await expect(page.getByText(`Ahora trabajas en ${ownClinic}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebarUser(page).getByText(ownClinic, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /, Administrador: menú de usuario$/ })).toBeVisible();

  // The other tab follows: «Inicio», in the clinic the session moved to.
  await expect(otherTab.getByText(`Ahora trabajas en ${ownClinic}`)).toBeVisible();
  await expect(otherTab).toHaveURL(/\/$/);

  // On a phone, which has no user menu, the top bar's clinic name opens the same list.
  const topBar = otherTab.locator('.shell-topbar');
  await topBar.getByRole('button', { name: `${ownClinic}: cambiar de clínica` }).click();
  const list = await settled(otherTab.locator('.ant-dropdown:not(.ant-dropdown-hidden)'));
  await expect(list.getByRole('menuitem', { name: `${ownClinic} · Administrador (actual)` })).toBeVisible();
  await list.getByRole('menuitem', { name: `${clinic} · Peluquero` }).click();
  await expect(otherTab.getByText(`Ahora trabajas en ${clinic}`)).toBeVisible();
  await expect(topBar.getByRole('button', { name: `${clinic}: cambiar de clínica` })).toBeVisible();
  // And the first tab follows that switch in turn.
  await expect(page.getByText(`Ahora trabajas en ${clinic}`)).toBeVisible();
  await expect(sidebarUser(page).getByText(clinic, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /, Peluquero: menú de usuario$/ })).toBeVisible();
  await otherTab.close();
});
