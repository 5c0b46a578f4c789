import { makeExam, PET } from '../../testing/fixtures';
import { createReportDocument, reportFileName } from './buildReport';

test('the report holds the patient, the vet, the values and the printed ranges', async () => {
  const data = {
    exam: makeExam({ hematocrit: 58, whiteBloodCells: 12, observacion: 'Muestra lipémica' }),
    patient: PET,
    species: 'perro' as const,
    vetName: 'M.V. Luis Gómez',
  };
  const doc = await createReportDocument(data);
  const text = doc.output();
  expect(text).toContain('Firulais');
  expect(text).toContain('M.V. Luis G');
  expect(text).toContain('Ana P');
  expect(text).toContain('Hematocrito');
  expect(text).toContain('(58)');
  expect(text).toContain('(37 - 55)');
  // white cells typed in thousands are printed per µL against 6000 - 17000
  expect(text).toContain('(12.000)');
  expect(text).toContain('(6000 - 17.000)');
  expect(text).toContain('(Alto)');
  expect(text).toContain('Muestra lip');
  expect(text).toContain('Registro MPPS N');
  expect(reportFileName(data)).toBe('examen-Firulais-2026-02-10.pdf');
});
