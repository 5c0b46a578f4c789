// What the vendor checks read from the sources: the value names imported from a package.
import { readFileSync } from 'node:fs';

/** The value names `files` import from `specifier` (type-only imports left out, aliases undone). */
export function importedValues(files: Iterable<string>, specifier: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  for (const file of files) {
    for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (typeOnly) continue;
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}
