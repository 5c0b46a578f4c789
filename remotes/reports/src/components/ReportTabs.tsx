// The four reports as links that look like tabs (/reports/income…): each report is an address, so reload
// and «Atrás» keep it, and the period's choice (the query string) goes along. A navigation, not ARIA tabs:
// links inside antd's tab buttons nest one control in another (axe: nested-interactive), and a tab that
// changes the address is a link anyway. «Ingresos» only for whoever may see the clinic's income
// (reports.income), or while its address is open (to say why it shows nothing).
import { Link, useLocation } from 'react-router-dom';
import { useCan } from '@vet/shared-ui/permission';
import { MSG } from '../messages';
import type { ReportKind } from '../features/export/reportTables';
import './reportTabs.css';

const KINDS: readonly ReportKind[] = ['income', 'activity', 'patients', 'vaccination'];

export function ReportTabs({ current }: { current: ReportKind }) {
  const seesIncome = useCan('reports.income');
  const { search } = useLocation();
  const kinds = KINDS.filter((kind) => kind !== 'income' || seesIncome || current === 'income');
  return (
    <nav aria-label={MSG.title} className="reports-tabs">
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <Link
              to={`/reports/${kind}${search}`}
              aria-current={kind === current ? 'page' : undefined}
              className={kind === current ? 'reports-tabs__link is-current' : 'reports-tabs__link'}
            >
              {MSG.tabs[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
