// A refused override is said out loud (the tester expected a staging build) and stays until closed.
import { toast } from '@vet/shared-ui';
import type { RefusedOverride } from './overrideAllowlist';
import { refusalMessage } from './overrideMessages';

export function notifyRefusedOverride(refused: RefusedOverride): void {
  toast.warning(refusalMessage(refused), { duration: 0 });
}
