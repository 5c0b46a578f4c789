import { preventive } from '../../testing/fixtures';
import { createCertificateDocument } from './certificatePdf';
import { pdfText, sources } from './documentFixtures';
import type { DocumentSources } from './documentSources';

const said = async (data: DocumentSources) => pdfText((await createCertificateDocument(data)).output());

test('the card: the clinic’s header, its title, when it was made, the pet and its owner', async () => {
  const text = await said(sources());
  for (const line of [
    'Clínica Los Andes',
    'Tel.: +58 2742631234',
    'Carnet de vacunación de Luna',
    'Generado el 12/03/2026, 10:30',
    'Paciente Luna Especie Canino',
    'Nacimiento 17/05/2020 Edad 5 años',
    'Propietario José Gómez Teléfono +58 4141234567',
  ])
    expect(text).toContain(line);
  expect(text).not.toContain('ALERTAS');
});

test('every vaccine, oldest first, then every deworming: day, product, lot, next due, who applied it with CMV', async () => {
  const text = await said(sources());
  expect(text).toContain(
    'Vacunas Fecha Producto Lote Próxima dosis Aplicó ' +
      '10/03/2025 Antirrábica L-2231 10/03/2026 Ana Pérez · CMV 1234 ' +
      '15/01/2026 Séxtuple canina S-77 15/01/2027 Luis Rojas · CMV 5678',
  );
  // An assistant has no CMV, and a dose without a lot reads «—».
  expect(text).toMatch(
    /Desparasitaciones Fecha Producto Lote Próxima dosis Aplicó 01\/01\/2026 Desparasitante interno \S 01\/04\/2026 Carla Ruiz/,
  );
  expect(text).not.toContain('Carla Ruiz · CMV');
});

test('who applied a dose keeps the CMV the API gives; nobody on record reads «—»', async () => {
  const withCmv = preventive({
    _id: 'prev-9',
    appliedBy: { _id: 'gone', name: 'Marta Díaz', cmv: '9999' } as never,
  });
  const nobody = preventive({ _id: 'prev-8', product: 'Triple felina', appliedBy: null as never });
  const text = await said(sources({ preventives: { preventives: [withCmv, nobody], status: [] } }));
  expect(text).toContain('Marta Díaz · CMV 9999');
  expect(text).toMatch(/Triple felina L-2231 10\/03\/2026 \S/);
});

test('signed by the member who issues it with their CMV, else by the clinic’s name', async () => {
  expect(await said(sources())).toContain('M.V. Ana Pérez · CMV 1234 Documento generado con VetClinic');
  const byClinic = await said(sources({ signer: null }));
  expect(byClinic).toContain('Clínica Los Andes Documento generado con VetClinic');
  expect(byClinic).not.toContain('M.V. Ana Pérez');
});

test('a pet with no vaccines or no deworming says so', async () => {
  const text = await said(sources({ preventives: { preventives: [], status: [] } }));
  expect(text).toContain('Vacunas Sin vacunas registradas.');
  expect(text).toContain('Desparasitaciones Sin desparasitaciones registradas.');
});
