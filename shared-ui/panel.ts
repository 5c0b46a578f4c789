// @vet/shared-ui/panel: a framed box like antd's Card without antd. Like form.ts, it is bundled into
// the container that imports it, not shared: it holds no state, and a remote can use it without a
// new shared-ui version.
export { Panel, type PanelProps } from './src/components/Panel';
// A dashboard counter in a small Panel (antd's Button and Skeleton, which the dashboard loads anyway).
export { CountCard, type CountCardProps } from './src/components/CountCard';
