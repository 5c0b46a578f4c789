// The page of owners the list shows, from the address (?q=&page=). The list's route asks for it too,
// while the list's code is still downloading (OwnerListRoute), and the page then finds it in the cache.
import type { ListParams } from '@vet/shared-ui';
import { useGetOwnersQuery } from '../../../api/ownersEndpoints';

export const PAGE_SIZE = 20;

export const ownersPageArgs = (list: Pick<ListParams, 'q' | 'page'>) => ({
  q: list.q,
  page: list.page,
  limit: PAGE_SIZE,
});

const NOTHING = {};

/** The route's request only, until the page takes over (`skip`): it reads nothing, so an answer
 *  does not re-render the route. */
export function useRequestOwnersPage(list: Pick<ListParams, 'q' | 'page'>, skip: boolean): void {
  useGetOwnersQuery(ownersPageArgs(list), { skip, selectFromResult: () => NOTHING });
}
