// Why the signed-in member may not edit a consultation, or null when they may
// (docs/product/clinical.md#locking-and-addenda): locked 24 hours after it was registered, and until then
// its author's alone. The role's own reason (clinical.write) comes first. The server decides anyway.
import { useCurrentUser } from '@vet/shared-ui';
import { usePermission } from '@vet/shared-ui/permission';
import type { Consultation } from '../api/types';
import { MSG } from '../messages';

export function useEditBlock(
  consultation: Pick<Consultation, 'locked' | 'authorId'> | undefined,
): string | null {
  const { user } = useCurrentUser();
  const writes = usePermission('clinical.write');
  if (!writes.allowed) return writes.reason;
  if (!consultation) return null;
  if (consultation.locked) return MSG.lockedReason;
  if (consultation.authorId !== user?._id) return MSG.notAuthorReason;
  return null;
}
