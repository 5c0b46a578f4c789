// A report's totals as cards, drawn as the grooming list's summary cards (a small Panel holding antd's
// Statistic, in one grid whose cards of a row are as tall as the tallest).
import { Statistic } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import './reports.css';

export interface FigureCard {
  key: string;
  title: string;
  value: string;
}

export function FigureCards({ cards }: { cards: readonly FigureCard[] }) {
  return (
    <div className="reports-cards">
      {cards.map((card) => (
        <Panel key={card.key} size="small" data-testid={`figure-${card.key}`}>
          <Statistic title={card.title} value={card.value} />
        </Panel>
      ))}
    </div>
  );
}
