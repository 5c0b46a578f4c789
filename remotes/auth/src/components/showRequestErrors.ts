// Request-new-token and forgot-password (docs/product/accounts.md#ask-for-a-new-code): each message of the
// validation list is shown; otherwise the server's message; otherwise the screen's default.
import { errorMessage, fieldErrors, toast } from '@vet/shared-ui';

export function showRequestErrors(error: unknown, fallback: string): void {
  const messages = fieldErrors(error).map((item) => item.msg);
  if (messages.length > 0) messages.forEach((msg) => toast.error(msg));
  else toast.error(errorMessage(error, fallback));
}
