// Whether the signed-in member's role lets them see what a placement guards (a mount, a link, a widget
// slot; issue 25): nothing named, everyone; otherwise the session's permissions decide, through
// shared-ui's `can` (an API from before clinics lists none, and then everything shows, as before).
import { can, type CurrentUser, type Permission } from '@vet/shared-ui';

export function roleAllows(user: CurrentUser | null, permission: Permission | undefined): boolean {
  return permission === undefined || can(user, permission);
}
