import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../src/clinics/roles.js';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/product/clinic.md');

/** Issue 25 (3): the role table is one table, in code and in the docs; this keeps the two the same. */
describe('the role table in docs/product/clinic.md', () => {
  it('lists every permission, what it lets a person do and which roles have it, exactly as the code', async () => {
    const text = await readFile(DOC, 'utf8');
    const rows = text
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const documented = Object.fromEntries(
      rows.map(([permission, what, ...yesNo]) => [
        permission.replaceAll('`', ''),
        { what, roles: ROLES.filter((_, i) => yesNo[i] === 'sí') },
      ]),
    );
    const coded = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([permission, what]) => [
        permission,
        {
          what,
          roles: ROLES.filter((role) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission)),
        },
      ]),
    );
    expect(documented).toEqual(coded);
  });
});
