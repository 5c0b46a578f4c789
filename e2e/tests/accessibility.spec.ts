// Accessibility on every screen (issue 24, point 8; docs/product/dashboard-and-layout.md#accessibility):
// axe-core finds no serious or critical violation of WCAG 2.1 A/AA on any screen, dialog or form tab, on a
// desktop and on a phone (the lists on a tablet too, where the pets' table scrolls sideways); every
// accessible name is in Spanish (none of antd's English defaults: «Increase Value», «left», «search»…);
// and a control's accessible name holds its visible text (axe's label-content-name-mismatch, which axe
// keeps off unless asked).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { motionEnded, settled, settledDialog } from '../support/motion';
import {
  createExam,
  createGroomingService,
  createOwner,
  createPet,
  createPreventive,
} from '../support/records';
import { createVet, newVetData, signIn, type TestVet } from '../support/vet';
import { createConsultation } from '../support/consultations';
import { latestInvitationPathFor } from '../support/outbox';
import { joinClinic } from '../support/team';
import { openUserMenu } from '../support/userMenu';
import type { APIRequestContext, Browser, Locator } from '@playwright/test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 1024, height: 1366 };

/**
 * English words antd and its icons put in accessible names (an icon's aria-label is its name: «left»,
 * «search», «close»…). Whole words, so that Spanish names are never taken for them.
 */
const ENGLISH =
  /\b(increase|decrease|value|left|right|up|down|search|close|previous|next|page|pages|prev|jump|plus|minus|delete|edit|loading|eye|invisible|calendar|clock|check|ellipsis|more|info|circle|exclamation|question|warning|arrow|printer|download|upload|user|logout|home|reload|filter|caret|swap|copy|expand|collapse|select|clear|ok|cancel|empty|file|picture|holder|menu|bars|setting|star|team|lock|mail|phone|camera|save|undo|redo)\b/i;

interface Finding {
  screen: string;
  problems: string[];
}

/**
 * The one exemption. The open list of a select scrolls, and axe wants such a region keyboard-focusable:
 * it is the combobox's popup, which the keyboard walks with the arrow keys while the focus stays in the
 * field (aria-activedescendant), and axe exempts combobox popups; it does not recognise antd's, whose
 * role="listbox" sits on a separate element for assistive technology.
 */
function exempt(rule: string, node: { target: unknown[] }): boolean {
  return (
    rule === 'scrollable-region-focusable' &&
    node.target.some((target) => String(target).includes('.ant-select-dropdown-list-holder'))
  );
}

/** What is wrong on the screen as it is now: axe's serious and critical violations and English names. */
async function audit(page: Page): Promise<string[]> {
  await motionEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const problems = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !exempt(violation.id, node)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${oneLine(node.failureSummary)}]` : ''}`,
          )
          .join(' | ')}`,
    );
  const snapshot = await page.locator('body').ariaSnapshot();
  const english = snapshot
    .split('\n')
    .map((line) => /^\s*- (\w+) "([^"]*)"/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && ENGLISH.test(match[2]))
    .map((match) => `nombre en inglés: ${match[1]} «${match[2]}»`);
  return [...problems, ...english];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** Collects the problems of each screen: the test fails once, at the end, listing all of them. */
class Audit {
  readonly findings: Finding[] = [];
  constructor(
    private readonly page: Page,
    /** The device, said after each screen's name. */
    public where = '',
  ) {}

  /** Opens `path`, waits until `ready` shows (or the page's heading, given as a text), then audits it. */
  async visit(path: string, ready: Locator | string | RegExp, name: string): Promise<void> {
    await this.page.goto(path);
    if (typeof ready === 'string' || ready instanceof RegExp) await heading(this.page, ready);
    else await expect(ready).toBeVisible();
    await this.screen(name);
  }

  async screen(name: string): Promise<void> {
    const problems = await audit(this.page);
    if (problems.length > 0) this.findings.push({ screen: `${name}${this.where}`, problems });
  }

  report(): string {
    return this.findings.map((f) => `\n${f.screen}:\n  ${f.problems.join('\n  ')}`).join('\n');
  }

  expectClean(): void {
    expect(this.findings.length, `problemas de accesibilidad:${this.report()}`).toBe(0);
  }
}

/** A vaccine given 400 days ago whose yearly dose is overdue: the history's status has its red. */
async function overdueVaccine(request: APIRequestContext, vet: TestVet, petId: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await createPreventive(request, vet, petId, {
    kind: 'vaccine',
    product: 'Antirrábica',
    appliedOn: day(-400),
    nextDue: day(-35),
    lot: 'L-2231',
  });
}

/** Each report as the administrator sees it, then its first chart as a table. */
async function auditReports(audit: Audit, page: Page): Promise<void> {
  for (const [kind, name] of [
    ['income', 'ingresos'],
    ['activity', 'actividad'],
    ['patients', 'pacientes'],
    ['vaccination', 'vacunación'],
  ] as const) {
    await audit.visit(`/reports/${kind}`, page.getByTestId('bar-chart').first(), `reporte de ${name}`);
    await page.getByRole('button', { name: 'Ver tabla' }).first().click();
    await expect(page.getByRole('button', { name: 'Ver gráfica' }).first()).toBeVisible();
    await audit.screen(`reporte de ${name}, tabla`);
  }
}

/** The pet's history, and its vaccine dialog opened and submitted empty. */
async function auditHistory(audit: Audit, page: Page, petId: string): Promise<void> {
  await audit.visit(`/patients/${petId}/history`, page.getByText('Vencida').first(), 'historia clínica');
  await page.getByRole('button', { name: 'Registrar vacuna' }).click();
  const dialog = await settledDialog(page);
  await audit.screen('historia clínica, registrar vacuna');
  await dialog.getByRole('button', { name: 'Registrar vacuna' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await audit.screen('historia clínica, vacuna con errores');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The consultations (Michi is a cat: a fever and a slow heart are flagged): the clinic's list, the vital
 *  signs' ranges, the form empty and refused, then with values out of range and a prescription row, a
 *  consultation's detail and its delete dialog, and its edit form. On a phone, the list, the form and the
 *  detail. */
async function auditConsultations(
  audit: Audit,
  page: Page,
  request: APIRequestContext,
  vet: TestVet,
  petId: string,
  phone = false,
): Promise<void> {
  const { _id } = await createConsultation(request, vet, petId);
  const detail = `/patients/${petId}/consultations/${_id}`;
  await audit.visit(
    '/medical-history',
    page.getByRole('link', { name: 'Fiebre y decaimiento' }).first(),
    'consultas',
  );
  await audit.visit(`/patients/${petId}/consultations/new`, 'Nueva consulta de Michi', 'nueva consulta');
  await audit.visit(detail, page.getByText('Fuera de rango'), 'detalle de consulta');
  if (phone) return;
  await audit.visit('/medical-history/ranges', 'Rangos de signos vitales', 'rangos de signos vitales');
  await audit.visit(`/patients/${petId}/consultations/new`, 'Nueva consulta de Michi', 'nueva consulta');
  await page.getByRole('button', { name: 'Registrar consulta' }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await audit.screen('nueva consulta con errores');
  await page.getByLabel('Temperatura (°C)').fill('41');
  await page.getByLabel('Frecuencia cardíaca (lpm)').fill('100');
  await expect(page.locator('#field-heartRate-flag')).toHaveText('↓ Bajo');
  await page.getByRole('button', { name: 'Agregar medicamento' }).click();
  await expect(page.getByRole('group', { name: 'Medicamento 1' })).toBeVisible();
  await audit.screen('nueva consulta, valores fuera de rango y receta');
  await audit.visit(detail, page.getByText('Fuera de rango'), 'detalle de consulta');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await settledDialog(page);
  await audit.screen('detalle de consulta, diálogo de eliminar');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await audit.visit(`${detail}/edit`, 'Editar consulta de Michi', 'editar consulta');
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
}

/** One vet's clinic: enough owners for a second page of the list, a pet with an exam and two services. */
async function clinic(request: APIRequestContext, vet: TestVet) {
  const owner = await createOwner(request, vet, {
    name: 'Rosa Villegas',
    contact: '+584121234567',
    email: 'rosa@correo.com',
    address: 'Av. Las Américas, Mérida',
  });
  for (let i = 1; i <= 21; i++)
    await createOwner(request, vet, {
      name: `Propietario ${String(i).padStart(2, '0')}`,
      contact: '+584141112233',
    });
  const pet = await createPet(request, vet, owner._id, {
    name: 'Michi',
    species: 'Felino',
    sex: 'Hembra',
    breed: 'Siamés',
    referringVet: 'M.V. Luis Díaz',
  });
  const exam = await createExam(request, vet, pet._id, { hematocrit: 25, observacion: 'Muestra hemolizada' });
  const now = Date.now();
  for (const [ago, specifications] of [
    [60_000, 'Corte de verano'],
    [2 * 86_400_000, 'Baño medicado'],
  ] as const)
    await createGroomingService(request, vet, pet._id, {
      date: new Date(now - ago).toISOString(),
      service: 'Corte',
      specifications,
      cost: 15.5,
      paymentType: 'Efectivo',
      observations: 'Tranquilo',
    });
  return { ownerId: owner._id, petId: pet._id, examId: exam._id };
}

test('the screens without a session: no serious violation, Spanish names', async ({ page, request }) => {
  test.setTimeout(180_000);
  const audit = new Audit(page);
  for (const viewport of [DESKTOP, PHONE]) {
    const at = viewport === PHONE ? ' (teléfono)' : '';
    await page.setViewportSize(viewport);
    await audit.visit('/auth/login', 'Iniciar sesión', `login${at}`);
    // The field errors, in their red.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await audit.screen(`login con errores${at}`);
    // A refused sign-in.
    const vet = await createVet(request);
    await page.getByLabel('Email').fill(vet.email);
    await page.getByLabel('Password').fill('equivocada1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByTestId('toast').first()).toBeVisible();
    await audit.screen(`login rechazado${at}`);

    await audit.visit('/auth/register', 'Crear cuenta', `registro${at}`);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await audit.screen(`registro con errores${at}`);
    await page.getByRole('combobox', { name: /^\W*Estado$/ }).click();
    await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
    await audit.screen(`registro, lista de estados${at}`);
    await page.keyboard.press('Escape');

    for (const [path, name] of [
      ['/auth/confirm-account', 'confirmar cuenta'],
      ['/auth/request-new-token', 'pedir otro código'],
      ['/auth/forgot-password', 'olvidé mi password'],
      ['/auth/new-password', 'nuevo password'],
    ]) {
      await audit.visit(path, page.getByRole('heading').first(), `${name}${at}`);
    }
  }
  audit.expectClean();
});

test('every screen of a signed-in vet on a desktop: no serious violation, Spanish names', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const vet = await createVet(request);
  const { ownerId, petId, examId } = await clinic(request, vet);
  await signIn(page, vet);
  await page.setViewportSize(DESKTOP);
  const audit = new Audit(page);

  await page.goto('/');
  await expect(page.getByTestId('pet-count')).toHaveText('1');
  await audit.screen('inicio');
  await page.getByRole('button', { name: /M\.V\. Ana Pérez/ }).click();
  await settled(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)'));
  await audit.screen('inicio, menú de usuario');
  await page.keyboard.press('Escape');

  // Owners.
  await audit.visit('/owners', page.getByText(/Propietario \d\d/).first(), 'propietarios');
  await page.getByLabel('Buscar propietario').fill('zzz');
  await expect(page.getByText('Sin resultados')).toBeVisible();
  await audit.screen('propietarios, sin resultados');
  await audit.visit(`/owners/${ownerId}`, 'Rosa Villegas', 'detalle de propietario');
  await page.getByRole('button', { name: 'Eliminar' }).first().click();
  await settledDialog(page);
  await audit.screen('detalle de propietario, diálogo de eliminar');
  await page.keyboard.press('Escape');
  await audit.visit('/owners/new', 'Nuevo propietario', 'nuevo propietario');
  await page.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await audit.screen('nuevo propietario con errores');
  await audit.visit(`/owners/${ownerId}/edit`, 'Editar propietario', 'editar propietario');

  // Pets.
  await audit.visit('/patients', page.getByText('Michi').first(), 'mascotas');
  await audit.visit(`/patients/${petId}`, /Michi/, 'detalle de mascota');
  await page.getByRole('button', { name: 'Eliminar' }).first().click();
  await settledDialog(page);
  await audit.screen('detalle de mascota, diálogo de eliminar');
  await page.keyboard.press('Escape');
  await audit.visit(
    `/owners/${ownerId}/patients/new`,
    page.getByRole('button', { name: /Registrar|Guardar/ }).first(),
    'nueva mascota',
  );
  await page
    .getByRole('button', { name: /Registrar|Guardar/ })
    .first()
    .click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await audit.screen('nueva mascota con errores');
  await audit.visit(
    `/patients/edit/${petId}`,
    page.getByRole('button', { name: /Guardar/ }).first(),
    'editar mascota',
  );

  // Lab.
  await audit.visit(
    `/patients/${petId}/lab-exams`,
    page.getByRole('link', { name: /25/ }).first(),
    'exámenes',
  );
  await audit.visit(
    `/patients/${petId}/lab-exams/${examId}`,
    page.getByText('Bajo').first(),
    'detalle de examen',
  );
  await audit.visit(
    `/patients/${petId}/lab-exams/create`,
    page.getByLabel('Hematocrito'),
    'nuevo examen, datos generales',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await audit.screen('nuevo examen con errores');
  await page.getByRole('tab', { name: 'Conteo Diferencial' }).click();
  await expect(page.getByTestId('counter-total')).toHaveText('0');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('1');
  await expect(page.getByTestId('counter-total')).toHaveText('1');
  await audit.screen('nuevo examen, contador');
  await page.getByRole('tab', { name: 'Observaciones' }).click();
  await expect(page.getByRole('textbox', { name: 'Observaciones' })).toBeVisible();
  await audit.screen('nuevo examen, observaciones');
  await audit.visit(
    `/patients/${petId}/lab-exams/edit/${examId}`,
    page.getByLabel('Hematocrito'),
    'editar examen',
  );
  await page.goto(`/patients/${petId}/lab-exams/ranges`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await audit.screen('rangos de referencia');

  // Grooming.
  await audit.visit('/grooming-services', page.getByText('Corte de verano').first(), 'peluquería');
  await audit.visit(
    `/patients/${petId}/grooming-services`,
    page.getByText('Corte de verano').first(),
    'peluquería de la mascota',
  );
  await page
    .getByRole('button', { name: /Editar/ })
    .first()
    .click();
  await settledDialog(page);
  await audit.screen('peluquería, diálogo de editar');
  await page.keyboard.press('Escape');
  await audit.visit(
    `/patients/${petId}/grooming-services/create`,
    page.getByRole('button', { name: /Guardar|Registrar/ }).first(),
    'nuevo servicio de peluquería',
  );
  await page
    .getByRole('button', { name: /Guardar|Registrar/ })
    .first()
    .click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await audit.screen('nuevo servicio de peluquería con errores');

  // The clinical record.
  await overdueVaccine(request, vet, petId);
  await auditHistory(audit, page, petId);

  // The consultations.
  await auditConsultations(audit, page, request, vet, petId);

  // The reports, each with a chart's table open too.
  await auditReports(audit, page);

  // Account, backups, not found.
  await audit.visit('/account/profile', 'Respaldo de datos', 'perfil y respaldo');
  await audit.visit('/account/password', page.getByRole('heading').first(), 'cambiar contraseña');
  await audit.visit('/no-existe', page.getByRole('heading').first(), '404');

  audit.expectClean();
});

test('the main screens on a phone and the lists on a tablet: no serious violation, Spanish names', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vet = await createVet(request);
  const { ownerId, petId, examId } = await clinic(request, vet);
  await signIn(page, vet);
  await page.setViewportSize(PHONE);
  const audit = new Audit(page, ' (teléfono)');

  await audit.visit('/', page.getByRole('link', { name: 'Peluquería' }), 'inicio');
  await audit.visit('/owners', page.getByText(/Propietario \d\d/).first(), 'propietarios');
  await audit.visit(`/owners/${ownerId}`, 'Rosa Villegas', 'detalle de propietario');
  await audit.visit('/owners/new', 'Nuevo propietario', 'nuevo propietario');
  await audit.visit('/patients', page.getByText('Michi').first(), 'mascotas');
  await audit.visit(`/patients/${petId}`, /Michi/, 'detalle de mascota');
  await audit.visit(
    `/owners/${ownerId}/patients/new`,
    page.getByRole('button', { name: /Registrar|Guardar/ }).first(),
    'nueva mascota',
  );
  await audit.visit(`/patients/${petId}/lab-exams`, page.getByText(/25/).first(), 'exámenes');
  await audit.visit(
    `/patients/${petId}/lab-exams/${examId}`,
    page.getByText('Bajo').first(),
    'detalle de examen',
  );
  await audit.visit(
    `/patients/${petId}/lab-exams/create`,
    page.getByLabel('Hematocrito'),
    'nuevo examen, datos generales',
  );
  await page.getByRole('tab', { name: 'Conteo Diferencial' }).click();
  await expect(page.getByTestId('counter-total')).toHaveText('0');
  await audit.screen('nuevo examen, contador');
  await page.getByRole('tab', { name: 'Observaciones' }).click();
  await expect(page.getByRole('textbox', { name: 'Observaciones' })).toBeVisible();
  await audit.screen('nuevo examen, observaciones');
  await audit.visit(
    `/patients/${petId}/lab-exams/ranges`,
    page.getByRole('heading').first(),
    'rangos de referencia',
  );
  await audit.visit('/grooming-services', page.getByText('Corte de verano').first(), 'peluquería');
  await audit.visit(
    `/patients/${petId}/grooming-services/create`,
    page.getByRole('button', { name: /Guardar|Registrar/ }).first(),
    'nuevo servicio de peluquería',
  );
  await overdueVaccine(request, vet, petId);
  await auditHistory(audit, page, petId);
  await auditConsultations(audit, page, request, vet, petId, true);
  await audit.visit('/account/profile', 'Respaldo de datos', 'perfil y respaldo');
  await audit.visit('/reports/income', page.getByTestId('bar-chart').first(), 'reporte de ingresos');
  await audit.visit('/reports/activity', page.getByTestId('bar-chart').first(), 'reporte de actividad');

  // A tablet: the lists are tables there, the pets' one wider than the screen.
  await page.setViewportSize(TABLET);
  audit.where = ' (tableta)';
  await audit.visit('/patients', page.getByRole('table'), 'mascotas');
  await audit.visit('/owners', page.getByText(/Propietario \d\d/).first(), 'propietarios');
  await audit.visit('/grooming-services', page.getByText('Corte de verano').first(), 'peluquería');

  audit.expectClean();
});

/** Invites `email` to the administrator's clinic with `role`: the invitation's link. */
async function invite(request: APIRequestContext, admin: TestVet, email: string, role: string) {
  const invited = await request.post('/api/clinic/invitations', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  return latestInvitationPathFor(email);
}

/** A page of its own, signed in as `who` or without a session. */
async function open(browser: Browser, who?: TestVet): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  if (who) await signIn(page, who);
  return page;
}

test('the clinic, its team, its activity, the invitations and the roles: no serious violation, Spanish names', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await createVet(request);
  const groomer = await joinClinic(request, admin, 'groomer');
  const pending = await createVet(request, { name: 'Luisa', lastName: 'Rangel' });
  const forAccount = await invite(request, admin, pending.email, 'assistant');
  const forNewcomer = await invite(request, admin, newVetData().email, 'vet');
  const owner = await createOwner(request, admin, { name: 'Rosa Villegas', contact: '+584121234567' });
  const pet = await createPet(request, admin, owner._id, { name: 'Michi' });
  await createGroomingService(request, groomer, pet._id, {
    date: new Date().toISOString(),
    service: 'Baño',
    specifications: 'Champú de avena',
    cost: 12,
    paymentType: 'Efectivo',
  });

  const pages = {
    anonymous: await open(browser),
    admin: await open(browser, admin),
    groomer: await open(browser, groomer),
  };
  const audits = Object.values(pages).map((page) => new Audit(page));
  const [anonymous, office, salon] = audits;
  for (const viewport of [DESKTOP, PHONE]) {
    const at = viewport === PHONE ? ' (teléfono)' : '';
    for (const page of Object.values(pages)) await page.setViewportSize(viewport);
    for (const audit of audits) audit.where = at;

    // The invitation's link, opened without a session.
    await anonymous.visit(forAccount, /^Te invitaron a /, 'invitación, cuenta existente');
    await anonymous.visit(forNewcomer, /^Te invitaron a /, 'invitación, cuenta nueva');

    // The administrator's screens.
    const page = pages.admin;
    await office.visit('/clinic', 'Clínica', 'clínica');
    await office.visit('/clinic/team', page.getByText('Pablo Linares').first(), 'equipo');
    await expect(page.getByText(pending.email).first()).toBeVisible();
    await page.getByRole('button', { name: 'Desactivar a Pablo Linares' }).first().click();
    await settledDialog(page);
    await office.screen('equipo, diálogo de desactivar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Traspasar administración a Pablo Linares' }).first().click();
    await settledDialog(page);
    await office.screen('equipo, diálogo de traspasar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await office.visit('/clinic/activity', page.getByText('Pablo Linares').first(), 'actividad');

    // A groomer in two clinics: the switcher, what the role may not see, what it may not change.
    const salonPage = pages.groomer;
    await salonPage.goto('/');
    if (viewport === PHONE) {
      await salonPage.getByRole('button', { name: /: cambiar de clínica$/ }).click();
      await settled(salonPage.locator('.ant-dropdown:not(.ant-dropdown-hidden)'));
    } else await openUserMenu(salonPage);
    await salon.screen('menú con el cambio de clínica');
    await salonPage.keyboard.press('Escape');
    await salon.visit(
      `/patients/${pet._id}/lab-exams`,
      /no está disponible para tu rol/,
      'sin permiso, laboratorio',
    );
    // Its disabled actions say why (their description).
    await salon.visit(
      `/owners/${owner._id}`,
      salonPage.getByRole('button', { name: 'Eliminar', disabled: true }).first(),
      'detalle de propietario, peluquero',
    );
  }
  expect(
    audits.flatMap((audit) => audit.findings).length,
    `problemas de accesibilidad:${audits.map((audit) => audit.report()).join('')}`,
  ).toBe(0);
});
