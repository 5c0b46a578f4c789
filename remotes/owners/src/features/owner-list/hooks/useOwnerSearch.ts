// The owners matching a query. The normalised strings are computed once per loaded list, so a
// keystroke only runs cheap `includes` checks, even over thousands of owners.
import { useMemo } from 'react';
import type { Owner } from '../../owners/api/types';
import { filterOwners, toSearchable } from '../ownerSearch';

export function useOwnerSearch(owners: readonly Owner[] | undefined, query: string): Owner[] {
  const entries = useMemo(() => toSearchable(owners ?? []), [owners]);
  return useMemo(() => filterOwners(entries, query), [entries, query]);
}
