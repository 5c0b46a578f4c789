// Issue 25's «done»: a clinic's administrator, an assistant and a groomer work on the same records, each
// within their role, and the administrator reads who did what. The invitations themselves are walked
// screen by screen in invitations.spec.ts; here they are accepted through the API to reach the work.
import { expect, test, type Page } from '../support/test';
import { createGroomingService, createOwner, createPet } from '../support/records';
import { joinClinic } from '../support/team';
import { createVet, signIn, type TestVet } from '../support/vet';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test('an administrator, an assistant and a groomer share the records, each within their role', async ({
  browser,
  request,
}) => {
  const admin = await createVet(request, { name: 'Ana', lastName: 'Pérez' });
  const assistant = await joinClinic(request, admin, 'assistant', { name: 'Luisa', lastName: 'Rangel' });
  const groomer = await joinClinic(request, admin, 'groomer', { name: 'Pablo', lastName: 'Linares' });
  const owner = await createOwner(request, admin, { name: 'Dueño de la clínica', contact: '+584141112233' });
  const pet = await createPet(request, admin, owner._id, { name: 'Canela' });
  const open = async (who: TestVet) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, who);
    return page;
  };

  // The front desk registers an owner, and reads the lab but writes nothing clinical.
  const desk = await open(assistant);
  await desk.goto('/owners/new');
  await desk.getByLabel('Nombre').fill('Rosa Núñez');
  await desk.getByLabel('Número de teléfono').fill('4147654321');
  await desk.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(desk.getByText('Propietario creado con éxito')).toBeVisible();
  await desk.goto(`/patients/${pet._id}/lab-exams`);
  const newExam = desk.getByRole('button', { name: 'Crear Examen' });
  await expect(newExam).toBeDisabled();
  await expect(newExam).toHaveAccessibleDescription(
    'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.',
  );

  // The groomer sees the clinic's owners but may not change them, and has no lab at all.
  const salon = await open(groomer);
  await salon.goto('/');
  await expect(sidebar(salon).getByRole('link', { name: 'Peluquería' })).toBeVisible();
  await expect(sidebar(salon).getByRole('link', { name: 'Laboratorio' })).toHaveCount(0);
  await salon.goto('/owners');
  await expect(salon.getByText('Rosa Núñez')).toBeVisible();
  const newOwner = salon.getByRole('button', { name: 'Nuevo propietario' });
  await expect(newOwner).toBeDisabled();
  await expect(newOwner).toHaveAccessibleDescription(/Tu rol en la clínica es Peluquero\.$/);
  await createGroomingService(request, groomer, pet._id, {
    date: new Date().toISOString(),
    service: 'Baño',
    cost: 12,
    paymentType: 'Efectivo',
    specifications: 'Champú de avena',
  });

  // The administrator reads who did what.
  const office = await open(admin);
  await office.goto('/clinic/activity');
  await expect(office.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
  const byDesk = office.getByRole('row').filter({ hasText: 'Rosa Núñez' });
  await expect(byDesk.getByRole('cell', { name: 'Luisa Rangel' })).toBeVisible();
  await expect(byDesk.getByRole('cell', { name: 'Creó' })).toBeVisible();
  const bySalon = office.getByRole('row').filter({ hasText: 'Servicio de peluquería' });
  await expect(bySalon.getByRole('cell', { name: 'Pablo Linares' })).toBeVisible();
  const joined = office.getByRole('row').filter({ hasText: 'Se unió' });
  await expect(joined).toHaveCount(2);
});
