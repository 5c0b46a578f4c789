// Total services, income and average of every match of the period and search (summed by the API), in USD; plus
// the bolívar equivalent of the services that recorded an exchange rate.
import { memo } from 'react';
import { Col, Row, Statistic } from 'antd';
import { formatMoney } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import type { GroomingSummary } from '../../../api/types';

export const SummaryCards = memo(function SummaryCards({ summary }: { summary: GroomingSummary }) {
  const cards = [
    { key: 'count', title: 'Total de servicios', value: String(summary.count) },
    { key: 'total', title: 'Ingresos totales', value: `${formatMoney(summary.total)} USD` },
    { key: 'average', title: 'Promedio por servicio', value: `${formatMoney(summary.average)} USD` },
    {
      key: 'bolivares',
      title: 'Equivalente en Bs. (servicios con tasa)',
      value: summary.withRate ? `${formatMoney(summary.bolivares)} Bs.` : '—',
    },
  ];
  return (
    <Row gutter={[16, 16]} className="grooming-summary">
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Panel size="small" data-testid={`summary-${card.key}`}>
            <Statistic title={card.title} value={card.value} />
          </Panel>
        </Col>
      ))}
    </Row>
  );
});
