// @ts-check
// release.json, inside each release folder: what the release command knows about it and the files do not
// say. `dirty`: built from sources that differed from the commit (the remote, shared-ui, the shared
// bundler settings or the lock); such a release can be tested on staging but is never promoted.
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{ name: string, version: string, commit: string | null, dirty: boolean, builtAt: string }} ReleaseRecord */

export const RECORD_FILE = 'release.json';

/**
 * @param {string} folder
 * @returns {Promise<ReleaseRecord | undefined>} undefined for a folder without one (made before records)
 */
export async function readRecord(folder) {
  const file = path.join(folder, RECORD_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new Error(`${file} no es JSON válido.`);
  }
}

/**
 * Written whole under another name, then renamed: never half a record.
 * @param {string} folder
 * @param {ReleaseRecord} record
 */
export async function writeRecord(folder, record) {
  const file = path.join(folder, RECORD_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temp, file);
}
