// Total services, income and average of every match of the period and search (summed by the API), in USD; plus
// the bolívar equivalent of the services that recorded an exchange rate. The cards are the cells of one
// grid (groomingList.css), so the cards of a row are as tall as the tallest, whose title takes two lines.
import { memo } from 'react';
import { Statistic } from 'antd';
import { formatCount, formatMoney } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import type { GroomingSummary } from '../../../api/types';

export const SummaryCards = memo(function SummaryCards({ summary }: { summary: GroomingSummary }) {
  const cards = [
    { key: 'count', title: 'Total de servicios', value: formatCount(summary.count) },
    { key: 'total', title: 'Ingresos totales', value: `${formatMoney(summary.total)} USD` },
    { key: 'average', title: 'Promedio por servicio', value: `${formatMoney(summary.average)} USD` },
    {
      key: 'bolivares',
      title: 'Equivalente en Bs. (servicios con tasa)',
      value: summary.withRate ? `${formatMoney(summary.bolivares)} Bs.` : '—',
    },
  ];
  return (
    <div className="grooming-summary">
      {cards.map((card) => (
        <Panel key={card.key} size="small" data-testid={`summary-${card.key}`}>
          <Statistic title={card.title} value={card.value} />
        </Panel>
      ))}
    </div>
  );
});
