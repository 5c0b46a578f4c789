import { inTableUnit, LAB_VALUES, labRangeSpecies, perMicrolitre } from './labValues';

describe('a hematology value in the reference table’s unit', () => {
  it('reads white cells and platelets typed per µL as thousands, and as typed when in thousands', () => {
    expect(inTableUnit('whiteBloodCells', 12000)).toBe(12);
    expect(inTableUnit('whiteBloodCells', 1000)).toBe(1);
    expect(inTableUnit('whiteBloodCells', 12.5)).toBe(12.5);
    expect(inTableUnit('whiteBloodCells', 999)).toBe(999);
    expect(inTableUnit('platelets', 250000)).toBe(250);
    expect(inTableUnit('platelets', 9999)).toBe(9999);
    expect(inTableUnit('platelets', 250)).toBe(250);
  });

  it('leaves every other value as typed', () => {
    expect(inTableUnit('hematocrit', 45000)).toBe(45000);
    expect(inTableUnit('totalProtein', 6.5)).toBe(6.5);
    expect(inTableUnit('lymphocytes', 5000)).toBe(5000);
  });

  it('writes counts per µL for the printed report, however they were typed', () => {
    expect(perMicrolitre('whiteBloodCells', 12)).toBe(12000);
    expect(perMicrolitre('whiteBloodCells', 12000)).toBe(12000);
    expect(perMicrolitre('platelets', 250)).toBe(250000);
    expect(perMicrolitre('hematocrit', 45)).toBe(45);
  });

  it('names the four values in the table’s units', () => {
    expect(LAB_VALUES.map((v) => `${v.label} (${v.unit})`)).toEqual([
      'Hematocrito (%)',
      'Glóbulos blancos (×10³/µL)',
      'Proteínas totales (g/dL)',
      'Plaquetas (×10³/µL)',
    ]);
  });

  it('judges a cat by the cat’s table and every other species by the dog’s', () => {
    expect(labRangeSpecies('Felino')).toEqual({ species: 'gato', exact: true });
    expect(labRangeSpecies('Canino')).toEqual({ species: 'perro', exact: true });
    expect(labRangeSpecies('Ave')).toEqual({ species: 'perro', exact: false });
    expect(labRangeSpecies(undefined)).toEqual({ species: 'perro', exact: false });
  });
});
