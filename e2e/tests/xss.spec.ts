// Stored XSS: every free text of a vet, their clinic, an owner, pet, exam and grooming service holds
// markup or a script URL. Every screen that shows them (the layout, lists as table and as phone cards,
// details, the delete dialog and its toast, the dashboard, the PDF report) must show the literal text and
// run nothing.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { settledDialog } from '../support/motion';
import { createExam, createGroomingService, createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';
import { pdfStrings, pdfWithoutStrings } from '../support/pdf';

// Each payload would set window.__xss (or open a dialog) if the browser ran it. The CSP would block
// most of them too, but a blocked attempt is still a violation, which fails the test as well.
const P = {
  vetName: '<b>Ana</b><script>window.__xss="vet"</script>',
  vetLastName: '<img src=x onerror="window.__xss=\'apellido\'">',
  clinicName: '<a href="javascript:window.__xss=9">Clínica</a><img src=x onerror="window.__xss=\'clinica\'">',
  ownerName: '<script>window.__xss="owner"</script>',
  // The strict e-mail rule refuses quotes and angle brackets; what it allows can still be hostile.
  ownerEmail: "x'/onload=window.__xss=1/'{alert}?cc=x@a.co",
  ownerAddress: '<img src=x onerror="window.__xss=\'address\'">',
  petName: '"><svg onload=window.__xss=2>',
  breed: '<img src=x onerror=alert(document.domain)>',
  mainVet: 'javascript:window.__xss=3',
  referringVet: '<a href="javascript:window.__xss=4">clic</a>',
  hemotropico: '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  observacion: ') Tj ET /JavaScript (app.alert(1)) <img src=x onerror=window.__xss=6>',
  specifications: '<details open ontoggle=window.__xss=7>',
  observations: '{{constructor.constructor("window.__xss=8")()}} <style>*{display:none}</style>',
};

interface Records {
  ownerId: string;
  petId: string;
  examId: string;
}

async function createRecords(request: APIRequestContext, token: string): Promise<Records> {
  const vet = { token };
  const owner = await createOwner(request, vet, {
    name: P.ownerName,
    contact: '+584121234567',
    email: P.ownerEmail,
    address: P.ownerAddress,
  });
  const patient = await createPet(request, vet, owner._id, {
    name: P.petName,
    birthDate: '2019-02-10',
    breed: P.breed,
    mainVet: P.mainVet,
    referringVet: P.referringVet,
  });
  const labExam = await createExam(request, vet, patient._id, {
    hemotropico: P.hemotropico,
    observacion: P.observacion,
  });
  await createGroomingService(request, vet, patient._id, {
    date: new Date(Date.now() - 60_000).toISOString(),
    service: 'Corte',
    specifications: P.specifications,
    observations: P.observations,
    cost: 12.5,
    paymentType: 'Efectivo',
  });
  return { ownerId: owner._id, petId: patient._id, examId: labExam._id };
}

/** Renames the vet's clinic through PUT /api/clinic, as its administrator, with the version GET reads. */
async function renameClinic(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.get('/api/clinic', { headers });
  if (!read.ok()) throw new Error(`GET /api/clinic: ${read.status()} ${await read.text()}`);
  const { version, address, phone, estado } = (await read.json()) as {
    version: number;
    address: string;
    phone: string;
    estado: string;
  };
  const saved = await request.put('/api/clinic', {
    headers,
    // A clinic founded by a sign-up without its data has no address yet; PUT requires one.
    data: { version, name, address: address || 'Av. Las Américas 10, Mérida', phone, estado },
  });
  if (!saved.ok()) throw new Error(`PUT /api/clinic: ${saved.status()} ${await saved.text()}`);
}

/** Nothing a payload could have injected is in the document, and no payload ran. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const html = el.outerHTML.slice(0, 160);
      if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss')) bad.push(html);
      if (el.tagName === 'IMG' && el.getAttribute('src') === 'x') bad.push(html);
      if (/^(IFRAME|DETAILS)$/.test(el.tagName) || (el.tagName === 'svg' && el.hasAttribute('onload')))
        bad.push(html);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(html);
        // A URL built from stored text: no script scheme, and the text went in encoded.
        if (
          /^(href|src|srcdoc|action|formaction)$/i.test(attr.name) &&
          /^\s*(javascript|data|vbscript):|[<>"]/i.test(attr.value)
        )
          bad.push(html);
      }
    }
    return { marker: (window as { __xss?: unknown }).__xss, bad };
  });
  expect(found).toEqual({ marker: undefined, bad: [] });
}

/** Each text shows literally (as text, not as markup) somewhere on the page. */
async function expectLiteral(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await expectInert(page);
}

test('texts holding markup and script URLs show as plain text everywhere and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request, { name: P.vetName, lastName: P.vetLastName });
  const { ownerId, petId, examId } = await createRecords(request, vet.token);
  await renameClinic(request, vet.token, P.clinicName);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signIn(page, vet);

  // Desktop: tables and details.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('pet-count')).toHaveText('1');
  await expect(
    page.getByRole('button', {
      name: `M.V. ${P.vetName} ${P.vetLastName}, Administrador: menú de usuario`,
    }),
  ).toBeVisible();
  // The layout names the clinic (the sidebar on a desktop).
  await expectLiteral(page, P.clinicName);

  await page.goto('/owners');
  await expectLiteral(page, P.ownerName, P.ownerEmail);
  await page.goto(`/owners/${ownerId}`);
  await expectLiteral(page, P.ownerName, P.ownerEmail, P.ownerAddress, P.petName);

  await page.goto('/patients');
  await expectLiteral(page, P.petName, P.breed, P.ownerName);
  await page.goto(`/patients/${petId}`);
  await expectLiteral(page, P.petName, P.breed, P.mainVet, P.referringVet, P.ownerName, P.ownerEmail);

  await page.goto(`/patients/${petId}/lab-exams`);
  await expectLiteral(page, P.petName);
  await page.goto(`/patients/${petId}/lab-exams/${examId}`);
  await expectLiteral(page, P.petName, P.hemotropico, P.observacion);

  // The PDF holds the texts literally, and nothing the viewer would act on.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = readFileSync(await (await download).path()).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  const text = squeeze(pdfStrings(pdf).join(''));
  for (const value of [
    P.clinicName,
    P.vetName,
    P.vetLastName,
    P.petName,
    P.breed,
    P.ownerName,
    P.hemotropico,
    P.observacion,
  ])
    expect(text).toContain(squeeze(value));
  // Outside its strings the PDF names no action a viewer would run (jsPDF's own /OpenAction is a
  // view destination, not an action, so it is not looked for).
  expect(pdfWithoutStrings(pdf)).not.toMatch(/\/(JavaScript|JS|AA|Launch|URI|SubmitForm)\b/);

  await page.goto('/grooming-services');
  await expectLiteral(page, P.petName, P.specifications);
  await page.goto(`/patients/${petId}/grooming-services`);
  await expectLiteral(page, P.petName, P.specifications);
  await page
    .getByRole('button', { name: /Editar/ })
    .first()
    .click();
  await expectLiteral(page, `Editar servicio de ${P.petName}`);
  await expect(page.getByRole('dialog').getByLabel(/Observaciones/)).toHaveValue(P.observations);
  await expectInert(page);
  await page.keyboard.press('Escape');

  // Phone: the card views.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/owners');
  await expectLiteral(page, P.ownerName, P.ownerEmail);
  // The top bar names the clinic (the sidebar's copy is hidden on a phone).
  await expect(page.getByText(P.clinicName).filter({ visible: true })).toBeVisible();
  await page.goto('/patients');
  await expectLiteral(page, P.petName, `Propietario: ${P.ownerName}`);
  await page.goto('/grooming-services');
  await expectLiteral(page, P.petName, P.specifications);

  // The delete dialog names the owner; its toast follows.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/owners/${ownerId}`);
  await page
    .getByRole('button', { name: /Eliminar/ })
    .first()
    .click();
  const dialog = await settledDialog(page);
  await expectLiteral(page, P.ownerName);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expectInert(page);

  expect(dialogs).toEqual([]);
});
