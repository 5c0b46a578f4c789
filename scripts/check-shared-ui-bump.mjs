// @ts-check
// Fails when shared-ui changes what it gives the containers at run time (an export of a shared entry,
// a shared antd component) without the version that lets older shells refuse the remotes needing it
// (scripts/lib/shared-ui-provides.mjs). Run by .ci/run; `--write` refreshes the snapshot after a bump.
//   npm run check:shared             check against shared-ui/provides.snapshot.json
//   npm run check:shared -- --write  after bumping shared-ui's version: record what it provides now
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILE, checkSharedUiBump, snapshotText } from './lib/shared-ui-provides.mjs';

const args = process.argv.slice(2);
const rootArg = args.find((arg) => arg.startsWith('--root='));
const root = rootArg
  ? path.resolve(rootArg.slice('--root='.length))
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const result = checkSharedUiBump(root);
if (args.includes('--write')) {
  if (!result.bumpOk) {
    console.error(result.message);
    process.exit(1);
  }
  writeFileSync(path.join(root, SNAPSHOT_FILE), await snapshotText(root, result.current));
  console.log(`${SNAPSHOT_FILE}: shared-ui ${result.current.version} escrita.`);
} else if (result.ok) {
  console.log(result.message);
} else {
  console.error(result.message);
  process.exit(1);
}
