// Route "/": the summary panel on desktop (≥1024 px), navigation tiles on small screens. Chosen in
// script as well as CSS, so that phones do not load the counters they would not show.
import { useIsDesktop } from '@vet/shared-ui';
import { DesktopSummary } from './DesktopSummary';
import { MobileTiles } from './MobileTiles';
import './dashboard.css';

export function DashboardPage() {
  const desktop = useIsDesktop();
  return desktop ? <DesktopSummary /> : <MobileTiles />;
}
