// Shareable documents (issue 26, point 6; docs/product/clinical.md#documents): on a dog's history a vet
// downloads the clinical summary — its alerts and a consultation's motivo in the PDF —, reads the WhatsApp
// link to the owner with its message, and mails the vaccination card, which reaches the owner's outbox as
// a PDF attachment.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { createConsultation } from '../support/consultations';
import { pdfStrings } from '../support/pdf';
import { createExam, createOwner, createPet, createPreventive } from '../support/records';
import { createVet, signIn } from '../support/vet';

test.use({ timezoneId: 'America/Caracas' });

/** The owner's mails in the outbox (no SMTP_URL in the journeys), as written. */
function mailsTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(outbox)
      .filter((f) => !f.startsWith('.') && f.includes(email))
      .map((f) => readFileSync(join(outbox, f), 'utf8'));
  } catch {
    return [];
  }
}

test('a vet downloads the clinical summary, shares it by WhatsApp and mails the vaccination card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request);
  const email = `jose.${Date.now().toString(36)}@correo.test`;
  const owner = await createOwner(request, vet, { name: 'José Gómez', contact: '+584141234567', email });
  const luna = await createPet(request, vet, owner._id, {
    name: 'Luna',
    species: 'Canino',
    sex: 'Hembra',
    breed: 'Mestiza',
    allergies: 'Penicilina',
    chronicConditions: 'Epilepsia',
  });
  await createConsultation(request, vet, luna._id, { reason: 'Fiebre y decaimiento' });
  await createPreventive(request, vet, luna._id, {
    kind: 'vaccine',
    product: 'Antirrábica',
    lot: 'L-2231',
    appliedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date()),
  });
  await createExam(request, vet, luna._id, { hematocrit: 60 });

  // Every script the page fetches, and whether it is jspdf's.
  const scripts: { url: string; jspdf: boolean }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), jspdf: (await response.text()).includes('jsPDF') });
  });
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${luna._id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Historia clínica de Luna' })).toBeVisible();
  const summary = page.getByRole('group', { name: 'Resumen clínico' });
  await expect(summary).toBeVisible();
  // jspdf arrives with the first document asked for, never with the page.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.jspdf)).toEqual([]);

  // The summary, as the file the browser saves.
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Resumen clínico (PDF)' }).click();
  const file = await download;
  await expect.poll(() => scripts.some((script) => script.jspdf)).toBe(true);
  expect(file.suggestedFilename()).toMatch(/^resumen-clinico-Luna-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await file.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const said = pdfStrings(pdf).join(' ');
  expect(said).toContain('Resumen clínico de Luna');
  expect(said).toContain('Paciente Luna Especie Canino');
  expect(said).toContain('Propietario José Gómez');
  expect(said).toContain('ALERTAS Alergias: Penicilina Condiciones crónicas: Epilepsia');
  expect(said).toContain('Fiebre y decaimiento');
  expect(said).toContain('Antirrábica');
  expect(said).toContain('Hematocrito 60 % 37 - 55 Alto');
  expect(said).toContain('M.V. Ana Pérez · CMV 1234');

  // WhatsApp: the owner's number and a message that says how the PDF reaches them.
  const whatsApp = summary.getByRole('link', { name: 'Enviar por WhatsApp' });
  const link = new URL((await whatsApp.getAttribute('href'))!);
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/584141234567');
  expect(link.searchParams.get('text')).toMatch(
    /^Hola José Gómez, le compartimos el resumen clínico de Luna de .+\. El documento en PDF se lo enviamos a su correo electrónico/,
  );

  // The card by mail: the server's answer, and the PDF attached in the owner's mailbox.
  await page
    .getByRole('group', { name: 'Carnet de vacunación' })
    .getByRole('button', { name: 'Enviar por correo' })
    .click();
  await expect(page.getByText(`Documento enviado a ${email}`)).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const [mail] = mailsTo(email);
  // Its part: «Content-Type: application/pdf; name=…», base64, «Content-Disposition: attachment;» folded
  // before the file name, then the bytes.
  expect(mail).toMatch(/Content-Type: application\/pdf; name=carnet-vacunacion-Luna-\d{4}-\d{2}-\d{2}\.pdf/);
  const attached = /filename=carnet-vacunacion-Luna-[\d-]+\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
    mail!,
  )?.[1];
  const card = Buffer.from(attached!.replace(/\s+/g, ''), 'base64').toString('latin1');
  expect(card.startsWith('%PDF-')).toBe(true);
  expect(pdfStrings(card).join(' ')).toContain('Carnet de vacunación de Luna');

  // On a phone the block wraps: each document's name, then its three actions.
  await page.setViewportSize({ width: 375, height: 800 });
  const block = page
    .getByRole('heading', { level: 2, name: 'Documentos' })
    .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' vet-panel ')][1]");
  await block.screenshot({ path: test.info().outputPath('documentos-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await block.screenshot({ path: test.info().outputPath('documentos-1280.png') });
});
