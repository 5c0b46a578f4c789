// @vet/shared-ui/submission: idempotent creates and stale edits (issue #22). Like form.ts, it is
// bundled into the container that imports it, not shared: it holds no state shared between
// containers, and a remote can use it without a new shared-ui version (an older shell lacks it).
export {
  IDEMPOTENCY_KEY_HEADER,
  newSubmissionKey,
  useSubmissionKey,
  withSubmissionKey,
  type WithSubmissionKey,
} from './src/submission/submissionKey';
export { STALE_RECORD_MESSAGE, isStaleWrite } from './src/submission/staleWrite';
export { useStaleRecord } from './src/submission/useStaleRecord';
