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

test('the report writes numbers as es-ES does: a decimal comma, thousands with a dot', async () => {
  const doc = await createReportDocument({
    exam: makeExam({
      totalProtein: 5.4,
      platelets: 250,
      whiteBloodCells: 12.5,
      differentialCount: {
        ...makeExam().differentialCount,
        segmentedNeutrophils: 1,
        lymphocytes: 2,
        monocytes: 0,
      },
      totalCells: 3,
    }),
    patient: PET,
    species: 'perro',
    vetName: '',
  });
  const text = doc.output();
  expect(text).toContain('(5,4)');
  expect(text).toContain('(5,3 - 7,9)');
  expect(text).toContain('(250.000)');
  expect(text).toContain('(200.000 - 400.000)');
  expect(text).toContain('(12.500)');
  // 1 of 3 cells: 33,3 % of 12.500 per µL.
  expect(text).toContain('(33,3)');
  expect(text).toContain('(4167)');
  expect(text).not.toMatch(/\(\d+\.\d{1,2}\)/);
});
