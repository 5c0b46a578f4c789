// The four reports as tabs whose labels are links (/reports/income…): a tab is an address, so reload and
// «Atrás» keep it, and the period's choice (the query string) goes along. «Ingresos» only for whoever may
// see the clinic's income (reports.income).
import { Tabs } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCan } from '@vet/shared-ui/permission';
import { MSG } from '../messages';
import type { ReportKind } from '../features/export/reportTables';

const KINDS: readonly ReportKind[] = ['income', 'activity', 'patients', 'vaccination'];

export function ReportTabs({ current }: { current: ReportKind }) {
  const seesIncome = useCan('reports.income');
  const { search } = useLocation();
  const navigate = useNavigate();
  const to = (kind: ReportKind) => `/reports/${kind}${search}`;
  const kinds = KINDS.filter((kind) => kind !== 'income' || seesIncome || current === 'income');
  return (
    <nav aria-label={MSG.title}>
      <Tabs
        activeKey={current}
        onChange={(kind) => navigate(to(kind as ReportKind))}
        items={kinds.map((kind) => ({
          key: kind,
          label: (
            <Link
              to={to(kind)}
              tabIndex={-1}
              aria-current={kind === current ? 'page' : undefined}
              // The tab's own change navigates (click and keyboard alike): once, not twice. The link still
              // opens in a new tab (middle click, its menu).
              onClick={(event) => event.preventDefault()}
            >
              {MSG.tabs[kind]}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
