// A line over time, drawn in SVG by the product itself (docs/product/clinical.md#charts): a pet's weight
// across its consultations, a lab value across its exams with its reference band. No chart library: the
// few shapes a vet needs cost a few kilobytes, and this file is in the chunk of the charts section only.
// Every point has its date and value in words (its <title>, and the table under «Ver datos»).
import { useId } from 'react';
import { formatDate, formatNumber } from '@vet/shared-ui';
import { judge, linear, timeAxis, valueAxis, type Band, type ChartPoint } from './chartScale';
import './lineChart.css';

export interface LineChartProps {
  /** Names the chart for screen readers and heads its data table: «Peso (kg)». */
  title: string;
  unit: string;
  points: readonly ChartPoint[];
  /** The reference range, shaded; values outside it are marked «Alto» or «Bajo». */
  band?: Band | null;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 16, bottom: 32, left: 56 };

export function LineChart({ title, unit, points, band }: LineChartProps) {
  const titleId = useId();
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const { ticks, min, max } = valueAxis(sorted, band);
  const { start, end } = timeAxis(sorted);
  const x = linear(start, end, PAD.left, WIDTH - PAD.right);
  const y = linear(min, max, HEIGHT - PAD.bottom, PAD.top);
  const line = sorted.map((p) => `${x(p.at.getTime()).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const label = (p: ChartPoint) => {
    const verdict = judge(p.value, band);
    return `${formatDate(p.at)}: ${formatNumber(p.value)} ${unit}${verdict ? ` (${verdict})` : ''}`;
  };
  const dateTicks = sorted.length > 1 ? [sorted[0], sorted[sorted.length - 1]] : sorted;

  return (
    <figure className="clinical-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="clinical-chart__drawing"
        data-testid="line-chart"
      >
        <title id={titleId}>{`${title}: ${sorted.map(label).join('; ')}`}</title>
        {band && (
          <rect
            className="clinical-chart__band"
            data-testid="chart-band"
            x={PAD.left}
            width={WIDTH - PAD.left - PAD.right}
            y={y(Math.min(band.max, max))}
            height={Math.max(0, y(Math.max(band.min, min)) - y(Math.min(band.max, max)))}
          />
        )}
        {ticks.map((tick) => (
          <g key={tick} className="clinical-chart__tick">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {dateTicks.map((p, i) => (
          <text
            key={p.at.getTime()}
            className="clinical-chart__date"
            x={x(p.at.getTime())}
            y={HEIGHT - 8}
            textAnchor={dateTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {formatDate(p.at)}
          </text>
        ))}
        <polyline className="clinical-chart__line" points={line} />
        {sorted.map((p) => (
          <circle
            key={`${p.at.getTime()}-${p.value}`}
            className={judge(p.value, band) ? 'clinical-chart__point is-out' : 'clinical-chart__point'}
            data-testid="chart-point"
            cx={x(p.at.getTime())}
            cy={y(p.value)}
            r={4}
          >
            <title>{label(p)}</title>
          </circle>
        ))}
      </svg>
      <figcaption>
        <details>
          <summary>Ver datos</summary>
          <table className="clinical-chart__table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {[...sorted].reverse().map((p) => (
                <tr key={`${p.at.getTime()}-${p.value}`}>
                  <td>{formatDate(p.at)}</td>
                  <td>
                    {formatNumber(p.value)} {unit}
                    {judge(p.value, band) && <strong> {judge(p.value, band)}</strong>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        {band && (
          <p className="clinical-chart__legend">
            <span className="clinical-chart__swatch" aria-hidden="true" /> Rango de referencia:{' '}
            {formatNumber(band.min)}–{formatNumber(band.max)} {unit}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
