// A yup schema as react-hook-form's resolver: every broken rule's message under its field, the first one per
// field, nested as the form names them (`items.0.name`); on submit the form gets its values as typed.
// Written while this remote's package did not list @hookform/resolvers; the consultation form now takes
// that one, as every remote does. Only the preventive form still uses this: it goes when that one switches.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

type Tree = Record<string, unknown>;

/** Sets `value` at a dotted path, making arrays for numeric steps ("prescriptions.0.drug"). */
function setAt(tree: Tree, path: string[], value: unknown): void {
  let node: Tree = tree;
  path.slice(0, -1).forEach((step, index) => {
    if (node[step] === undefined) node[step] = /^\d+$/.test(path[index + 1]) ? [] : {};
    node = node[step] as Tree;
  });
  node[path[path.length - 1]] = value;
}

function hasAt(tree: Tree, path: string[]): boolean {
  let node: unknown = tree;
  for (const step of path) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Tree)[step];
  }
  return node !== undefined;
}

export function yupResolver<T extends FieldValues>(schema: AnyObjectSchema): Resolver<T> {
  return async (values) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return { values, errors: {} };
    } catch (failure) {
      if (!ValidationError.isError(failure)) throw failure;
      const errors: Tree = {};
      for (const issue of failure.inner.length > 0 ? failure.inner : [failure]) {
        // yup says "prescriptions[0].drug"; a rule of the whole list lands on its `root`.
        const path = (issue.path ?? '')
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .filter(Boolean);
        const at = Array.isArray((values as Tree)[path[0]]) && path.length === 1 ? [...path, 'root'] : path;
        if (at.length === 0 || hasAt(errors, at)) continue;
        setAt(errors, at, { type: issue.type ?? 'validation', message: issue.message });
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
