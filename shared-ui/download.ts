// @vet/shared-ui/download: `saveFile`, how every download the browser makes is saved (the lab's and the
// clinical record's PDFs, the grooming CSV, the backup). Like page.ts, bundled where it is used, not shared.
export { saveFile } from './src/download/saveFile';
