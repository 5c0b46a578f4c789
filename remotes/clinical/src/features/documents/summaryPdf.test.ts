import { consultation } from '../../testing/fixtures';
import { LUNA, pdfText, sources } from './documentFixtures';
import type { DocumentSources } from './documentSources';
import { createSummaryDocument } from './summaryPdf';

/** The PDF as written (jsPDF, uncompressed, Latin-1), and what it says. */
async function summary(data: DocumentSources) {
  const raw = (await createSummaryDocument(data)).output();
  return { raw, said: pdfText(raw) };
}

test('the summary: the clinic’s header, its title, when it was made, the pet and its owner', async () => {
  const { said } = await summary(sources());
  for (const text of [
    'Clínica Los Andes',
    'Av. Las Américas 10, Mérida',
    'Tel.: +58 2742631234',
    'Resumen clínico de Luna',
    'Generado el 12/03/2026, 10:30',
    'Paciente Luna Especie Canino',
    'Raza Mestiza Sexo Hembra',
    'Nacimiento 17/05/2020 Edad 5 años',
    // The weight of the latest consultation that took one, with its day.
    'Peso 12,4 kg (consulta del 12/03/2026)',
    'Propietario José Gómez Teléfono +58 4141234567',
    'Correo jose@correo.com',
  ])
    expect(said).toContain(text);
});

test('the alerts come before everything else, in bold red; without any the summary says so', async () => {
  const { raw, said } = await summary(sources());
  expect(said).toContain('ALERTAS Alergias: Penicilina Condiciones crónicas: Epilepsia idiopática');
  expect(said.indexOf('ALERTAS')).toBeLessThan(said.indexOf('Consultas recientes'));
  // #a8071a (the product's red) for the words, bold Helvetica.
  const redBold = (text: string) =>
    new RegExp(`/F2 1\\d Tf\\s+[\\d.]+ TL\\s+0\\.659 0\\.027 0\\.102 rg\\s+[\\d. ]+Td\\s+\\(${text}\\) Tj`);
  expect(raw).toMatch(redBold('ALERTAS'));
  expect(raw).toMatch(redBold('Alergias: Penicilina'));
  const calm = (await summary(sources({ pet: { ...LUNA, allergies: '', chronicConditions: '' } }))).said;
  expect(calm).not.toContain('ALERTAS');
  expect(calm).toContain('Sin alergias ni condiciones crónicas registradas.');
});

test('the latest consultations: day, vet with CMV, motivo, diagnoses, treatment and prescription', async () => {
  const { said } = await summary(sources());
  expect(said).toContain('Consultas recientes Fecha Médico Motivo Diagnóstico Tratamiento y receta');
  expect(said).toMatch(
    /12\/03\/2026 Ana Pérez · CMV 1234 Vómitos desde ayer Presuntivo: Gastroenteritis Dieta blanda/,
  );
  expect(said).toMatch(/Receta: Amoxicilina 12,5 mg\/kg, Oral, cada 12 horas, 7 días/);
  expect(said).toContain('20/01/2026 Luis Rojas · CMV 5678 Control anual Definitivo: Sano');
});

test('only the 5 most recent consultations are printed', async () => {
  const many = Array.from({ length: 7 }, (_, i) =>
    consultation({
      _id: `con-${i}`,
      reason: `Motivo ${i + 1}`,
      date: `2026-03-${String(10 - i).padStart(2, '0')}T14:00:00.000Z`,
    }),
  );
  const { said } = await summary(sources({ consultations: many }));
  for (const n of [1, 2, 3, 4, 5]) expect(said).toContain(`Motivo ${n}`);
  expect(said).not.toContain('Motivo 6');
  expect(said).not.toContain('Motivo 7');
});

test('every vaccine and deworming with what is due, in words', async () => {
  const { said } = await summary(sources());
  expect(said).toContain('Vacunas y desparasitaciones Tipo Producto Aplicada Próxima Estado');
  expect(said).toContain('Vacuna Séxtuple canina 15/01/2026 15/01/2027 Al día');
  expect(said).toContain('Desparasitación Desparasitante interno 01/01/2026 01/04/2026 Próxima');
  expect(said).toContain('Vacuna Antirrábica 10/03/2025 10/03/2026 Vencida');
});

test('the latest exam’s values against the clinic’s ranges, es-ES, with their state', async () => {
  const { said } = await summary(sources());
  expect(said).toContain('Último examen de laboratorio');
  expect(said).toContain('Hematología del 10/02/2026; referencia: rangos de la clínica para perro.');
  expect(said).toContain('Hematocrito 58 % 37 - 55 Alto');
  // 12.500 per µL is 12,5 ×10³/µL, within 6 - 17.
  expect(said).toContain('Glóbulos blancos 12,5 ×10³/µL 6 - 17 Normal');
  expect(said).toContain('Proteínas totales 5,4 g/dL 5,3 - 7,9 Normal');
  expect(said).toContain('Plaquetas 250 ×10³/µL 200 - 500 Normal');
  // A cat's exam is judged against the cat's table.
  const cat = (await summary(sources({ pet: { ...LUNA, species: 'Felino' } }))).said;
  expect(cat).toContain('rangos de la clínica para gato');
  expect(cat).toContain('Hematocrito 58 % 30 - 45 Alto');
});

test('a pet without consultations, applications or exams says so in each section', async () => {
  const { said } = await summary(
    sources({ consultations: [], preventives: { preventives: [], status: [] }, latestExam: null }),
  );
  expect(said).toContain('Sin consultas registradas.');
  expect(said).toContain('Sin vacunas ni desparasitaciones registradas.');
  expect(said).toContain('Sin exámenes de laboratorio registrados.');
  // No consultation weighed it: the pet's own weight.
  expect(said).toContain('Peso 12,5 kg');
});

test('signed by the member with their CMV; by the clinic’s name when the member is not a vet with one', async () => {
  const { said } = await summary(sources());
  expect(said).toContain('M.V. Ana Pérez · CMV 1234');
  expect(said).toContain('Documento generado con VetClinic');
  const byClinic = (await summary(sources({ signer: null }))).said;
  expect(byClinic).not.toContain('M.V. Ana Pérez');
  expect(byClinic.match(/Clínica Los Andes/g)).toHaveLength(2);
});
