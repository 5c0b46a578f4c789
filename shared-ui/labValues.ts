// @vet/shared-ui/labValues: a hematology exam's measured values and the unit rule every screen that
// judges them shares (the lab's, the clinical record's summary and charts). Bundled where used, not shared.
export { inTableUnit, LAB_VALUES, labRangeSpecies, perMicrolitre } from './src/lab/labValues';
export type { LabRangeSpecies, LabValueKey } from './src/lab/labValues';
