// The e-mail pattern every auth form uses: shared-ui's, the same one the server applies.
export { EMAIL_PATTERN } from '@vet/shared-ui';
