import { makeExam, PET } from '../../testing/fixtures';
import { createReportDocument, reportFileName, type ReportData } from './buildReport';

const CLINIC = {
  name: 'Clínica Los Andes',
  address: 'Av. Las Américas 10, Mérida',
  phone: '+582742631234',
  logo: null,
};

function report(overrides: Partial<ReportData> = {}): ReportData {
  return {
    exam: makeExam({ hematocrit: 58, whiteBloodCells: 12, observacion: 'Muestra lipémica' }),
    patient: PET,
    species: 'perro',
    clinic: CLINIC,
    signedBy: { name: 'M.V. Luis Gómez', cmv: '5678' },
    ...overrides,
  };
}

// jsPDF writes each text as a literal string, `(text) Tj`, in Latin-1 (its standard fonts' encoding).
const textOf = async (data: ReportData) => (await createReportDocument(data)).output();

test('the report holds the patient, the values and the printed ranges', async () => {
  const data = report();
  const text = await textOf(data);
  expect(text).toContain('Firulais');
  expect(text).toContain('(Ana Pérez)');
  expect(text).toContain('(Informe de hematología)');
  expect(text).toContain('Hematocrito');
  expect(text).toContain('(58)');
  expect(text).toContain('(37 - 55)');
  // white cells typed in thousands are printed per µL against 6000 - 17000
  expect(text).toContain('(12.000)');
  expect(text).toContain('(6000 - 17.000)');
  expect(text).toContain('(Alto)');
  expect(text).toContain('(Muestra lipémica)');
  expect(reportFileName(data)).toBe('examen-Firulais-2026-02-10.pdf');
});

test('the header is the clinic’s: its name, address and phone, not placeholder registration numbers', async () => {
  const text = await textOf(report());
  expect(text).toContain('(Clínica Los Andes)');
  expect(text).toContain('(Av. Las Américas 10, Mérida)');
  // The phone as every screen shows it (shared-ui's formatPhone).
  expect(text).toContain('(Tel.: +58 2742631234)');
  expect(text).not.toContain('Registro MPPS');
  expect(text).not.toContain('de ejemplo');
  expect(text).toContain('(Informe generado con VetClinic');
});

test('the signature block names the exam’s author with their CMV; without one the line is left blank', async () => {
  expect(await textOf(report())).toContain('(M.V. Luis Gómez · CMV 5678)');
  const unsigned = await textOf(report({ signedBy: null }));
  expect(unsigned).not.toContain('M.V.');
  expect(unsigned).not.toContain('CMV');
  // A CMV the API sends empty prints the name alone.
  expect(await textOf(report({ signedBy: { name: 'M.V. Luis Gómez', cmv: '' } }))).toContain(
    '(M.V. Luis Gómez)',
  );
});

test('the report writes numbers as es-ES does: a decimal comma, thousands with a dot', async () => {
  const text = await textOf(
    report({
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
      signedBy: null,
    }),
  );
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
