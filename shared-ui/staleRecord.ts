// @vet/shared-ui/staleRecord: the warning of an edit screen whose save was stale. Apart from
// submission.ts so that endpoint files importing that one never pull antd's Alert; bundled into the
// container that imports it, like form.ts.
export { StaleRecordAlert, type StaleRecordAlertProps } from './src/components/StaleRecordAlert';
