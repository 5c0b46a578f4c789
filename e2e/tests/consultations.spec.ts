// Consultation journey (issue 26): a vet records a visit from the pet (vitals, one of them out of the
// dog's range and flagged, a prescription), finds it in «Consultas», opens it, corrects it while it is
// open, and adds a signed follow-up note; one registered 25 hours ago is closed: its form, open since before,
// is refused on saving, and only notes can be added; the administrator deletes one and «Consultas» no
// longer lists it.
import { expect, test } from '../support/test';
import { createConsultation } from '../support/consultations';
import { ageConsultation } from '../support/database';
import { createOwner, createPet } from '../support/records';
import { choose } from '../support/select';
import { createVet, signIn } from '../support/vet';

/** Today as the screens write it, dd/mm/aaaa (the browser runs in this machine's zone). */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`;
}

test('a vet records a consultation with vitals and a prescription, finds it, corrects it and adds a note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Firulais', species: 'Canino' });

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}`);
  await page.getByRole('link', { name: 'Nueva consulta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva consulta de Firulais' })).toBeVisible();
  // The signed-in vet attends by default.
  await expect(page.getByTitle('M.V. Ana Pérez')).toBeVisible();

  await page.getByLabel('Motivo de consulta').fill('Fiebre y decaimiento');
  await page.getByLabel('Anamnesis').fill('Desde ayer no come.');
  await page.getByLabel('Peso (kg)').fill('12,4');
  const temperature = page.getByLabel('Temperatura (°C)');
  await temperature.fill('40,5');
  // Above the dog's 37,9–39,9: said at once, in words.
  await expect(page.getByText('normal 37,9–39,9 °C')).toBeVisible();
  await expect(page.locator('#field-temperatureC-flag')).toHaveText('↑ Alto');
  await page.getByLabel('Frecuencia cardíaca (lpm)').fill('120');
  await choose(page, page, 'Mucosas', 'Rosadas');
  await page.getByLabel('Diagnóstico presuntivo').fill('Infección respiratoria');

  await page.getByRole('button', { name: 'Agregar medicamento' }).click();
  const drug = page.getByRole('group', { name: 'Medicamento 1' });
  await drug.getByLabel('Nombre').fill('Amoxicilina');
  await drug.getByLabel('Dosis').fill('12,5');
  await choose(page, drug, 'Unidad', 'mg/kg');
  await choose(page, drug, 'Vía', 'Oral');
  await drug.getByLabel('Frecuencia').fill('cada 12 horas');
  await drug.getByLabel('Duración (días)').fill('7');
  await page.getByRole('button', { name: 'Registrar consulta' }).click();

  // Saved, it opens: the fever listed out of range, the prescription as a table.
  await expect(page.getByText('Consulta registrada con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Consulta del ${today()}` })).toBeVisible();
  await expect(page.getByText('Temperatura 40,5 °C (normal 37,9–39,9)')).toBeVisible();
  await expect(page.getByRole('row', { name: /Amoxicilina/ })).toContainText('12,5 mg/kg');
  await expect(page.getByRole('row', { name: /Amoxicilina/ })).toContainText('7 días');
  await expect(page.getByText('Ana Pérez · CMV 1234')).toBeVisible();

  // The clinic's consultations list it; a search finds it.
  await page.getByRole('link', { name: 'Consulta', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible();
  await page.getByLabel('Buscar consultas').fill('firulais');
  await expect(page.getByText('1 consulta encontrada')).toBeVisible();
  const row = page.getByRole('row', { name: /Fiebre y decaimiento/ });
  await expect(row).toContainText('Rosa Villegas');
  await expect(row).toContainText('Diagnóstico: Infección respiratoria');
  await row.getByRole('link', { name: 'Fiebre y decaimiento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Consulta del ${today()}` })).toBeVisible();

  // Its author corrects it while it is open: the fever is gone from the list of values out of range.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar consulta de Firulais' })).toBeVisible();
  await expect(page.getByLabel('Temperatura (°C)')).toHaveValue('40,5');
  await page.getByLabel('Temperatura (°C)').fill('39');
  await page.getByLabel('Diagnóstico definitivo').fill('Bronquitis');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Consulta actualizada con éxito')).toBeVisible();
  await expect(page.getByText('Bronquitis')).toBeVisible();
  await expect(page.getByText('Fuera de rango')).toHaveCount(0);

  // A follow-up note, dated and signed.
  await page.getByLabel('Nota de seguimiento').fill('Llamó el propietario: ya come.');
  await page.getByRole('button', { name: 'Agregar nota de seguimiento' }).click();
  await expect(page.getByText('Nota de seguimiento agregada')).toBeVisible();
  await expect(page.getByText('Llamó el propietario: ya come.')).toBeVisible();
  await expect(page.getByText('Firmado por Ana Pérez · CMV 1234')).toBeVisible();
  await expect(page.getByLabel('Nota de seguimiento')).toHaveValue('');
});

test('the administrator deletes a consultation through the confirmation and «Consultas» no longer lists it', async ({
  page,
  request,
}) => {
  const vet = await createVet(request); // she made the clinic: its administrator
  const owner = await createOwner(request, vet, { name: 'Luis Contreras', contact: '+584241234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Toby', species: 'Canino' });
  const wrong = await createConsultation(request, vet, pet._id, { reason: 'Vómitos registrados por error' });
  await createConsultation(request, vet, pet._id, { reason: 'Control de vacunas' });

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/medical-history');
  await page.getByLabel('Buscar consultas').fill('toby');
  await expect(page.getByText('2 consultas encontradas')).toBeVisible();
  const reason = 'Vómitos registrados por error';
  await page
    .getByRole('row', { name: new RegExp(reason) })
    .getByRole('link', { name: reason })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${pet._id}/consultations/${wrong._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Consulta del ${today()}` })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirmar eliminación');
  await expect(dialog).toContainText(
    `¿Estás seguro de que deseas eliminar a la consulta de Toby del ${today()}?`,
  );
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Consulta eliminada con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Historia clínica de Toby' })).toBeVisible();

  await page.goto('/medical-history');
  await page.getByLabel('Buscar consultas').fill('toby');
  await expect(page.getByText('1 consulta encontrada')).toBeVisible();
  await expect(page.getByRole('row', { name: /Control de vacunas/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Vómitos registrados por error/ })).toHaveCount(0);
});

test('a consultation closes 24 hours after it was registered: the open form is refused, only notes are added', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Carmen Ríos', contact: '+584141234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Nala', species: 'Canino' });
  const visit = await createConsultation(request, vet, pet._id, { reason: 'Otitis' });

  // The vet opens the form while the consultation is hers to edit…
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}/consultations/${visit._id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar consulta de Nala' })).toBeVisible();
  await expect(page.getByLabel('Temperatura (°C)')).toHaveValue('40,5');

  // …and saves after it closed (registered 25 hours ago): refused in words, nothing stored.
  await ageConsultation(visit._id, 25);
  await page.getByLabel('Temperatura (°C)').fill('39');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const lockedReason =
    'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.';
  await expect(page.getByText(lockedReason).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar consulta de Nala' })).toBeVisible();

  // The consultation says it is closed; «Editar» is disabled with the reason; the fever is still on record.
  await page.goto(`/patients/${pet._id}/consultations/${visit._id}`);
  await expect(
    page.getByText(
      /^Cerrada el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}: solo se pueden agregar notas de seguimiento$/,
    ),
  ).toBeVisible();
  const edit = page.getByRole('button', { name: 'Editar' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(lockedReason);
  await expect(page.getByText('Temperatura 40,5 °C (normal 37,9–39,9)')).toBeVisible();

  // Its address, typed, says why instead of the form.
  await page.goto(`/patients/${pet._id}/consultations/${visit._id}/edit`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Esta consulta ya no se puede editar' }),
  ).toBeVisible();
  await expect(page.getByLabel('Temperatura (°C)')).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver a la consulta' }).first().click();

  // A dated, signed note is still welcome.
  await page.getByLabel('Nota de seguimiento').fill('Control a los 7 días: oído limpio.');
  await page.getByRole('button', { name: 'Agregar nota de seguimiento' }).click();
  await expect(page.getByText('Nota de seguimiento agregada')).toBeVisible();
  await expect(page.getByText('Control a los 7 días: oído limpio.')).toBeVisible();
  await expect(page.getByText('Firmado por Ana Pérez · CMV 1234')).toBeVisible();
});
