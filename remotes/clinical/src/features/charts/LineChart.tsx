// A line over time, drawn in SVG by the product itself (docs/product/clinical.md#charts): a pet's weight
// across its consultations, a lab value across its exams with its reference band. No chart library: the
// few shapes a vet needs cost a few kilobytes, and this file is in the chunk of the charts section only.
// Every point has its date and value in words: all of them name the drawing for screen readers, the
// table under «Ver datos» lists them, and the point nearest the pointer shows its own. A pet's ten years
// are 200 points: each one's words are made once, the dots are one <path> per colour instead of an
// element each (one readout serves them all) and the table is drawn when it is opened (issue 26's bench:
// a chart in the DOM within 100 ms of its data at CPU ÷4).
import { useId, useMemo, useState, type MouseEvent } from 'react';
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
const DOT = 4;

/** Dots at these places as one path: a circle of radius DOT around each. */
function dots(places: readonly { cx: number; cy: number }[]): string {
  return places
    .map(
      ({ cx, cy }) =>
        `M${(cx - DOT).toFixed(1)},${cy.toFixed(1)}a${DOT},${DOT} 0 1,0 ${2 * DOT},0a${DOT},${DOT} 0 1,0 ${-2 * DOT},0`,
    )
    .join('');
}

/** The index of the place nearest `x` (places in x order). */
function nearest(places: readonly { cx: number }[], x: number): number {
  let best = 0;
  for (let i = 1; i < places.length; i++)
    if (Math.abs(places[i].cx - x) < Math.abs(places[best].cx - x)) best = i;
  return best;
}

/** Where the pointer is across the drawing, in its own units (the viewBox's), or null when unknown. */
function drawingX(svg: SVGSVGElement, event: MouseEvent<SVGSVGElement>): number | null {
  const toDrawing = svg.getScreenCTM?.()?.inverse();
  return toDrawing ? toDrawing.a * event.clientX + toDrawing.c * event.clientY + toDrawing.e : null;
}

/** Each point where it is drawn, with its words: date, value and verdict, once. */
function drawPoints(points: readonly ChartPoint[], unit: string, band?: Band | null) {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const { ticks, min, max } = valueAxis(sorted, band);
  const { start, end } = timeAxis(sorted);
  const x = linear(start, end, PAD.left, WIDTH - PAD.right);
  const y = linear(min, max, HEIGHT - PAD.bottom, PAD.top);
  const drawn = sorted.map((p) => {
    const day = formatDate(p.at);
    const amount = `${formatNumber(p.value)} ${unit}`;
    const verdict = judge(p.value, band);
    return {
      key: `${p.at.getTime()}-${p.value}`,
      cx: x(p.at.getTime()),
      cy: y(p.value),
      day,
      amount,
      verdict,
      label: `${day}: ${amount}${verdict ? ` (${verdict})` : ''}`,
    };
  });
  return {
    drawn,
    ticks,
    min,
    max,
    y,
    line: drawn.map((p) => `${p.cx.toFixed(1)},${p.cy.toFixed(1)}`).join(' '),
    inside: dots(drawn.filter((p) => !p.verdict)),
    outside: dots(drawn.filter((p) => p.verdict)),
  };
}

export function LineChart({ title, unit, points, band }: LineChartProps) {
  const titleId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const { drawn, ticks, min, max, y, line, inside, outside } = useMemo(
    () => drawPoints(points, unit, band),
    [points, unit, band],
  );
  const readout = hovered === null ? undefined : drawn[hovered];
  // The point nearest the pointer across the drawing (a mouse's move, a finger's tap).
  const hover = (event: MouseEvent<SVGSVGElement>) => {
    const x = drawingX(event.currentTarget, event);
    if (x !== null && drawn.length > 0) setHovered(nearest(drawn, x));
  };
  const dateTicks = drawn.length > 1 ? [drawn[0], drawn[drawn.length - 1]] : drawn;

  return (
    <figure className="clinical-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="clinical-chart__drawing"
        data-testid="line-chart"
        onMouseMove={hover}
        onPointerDown={hover}
        onMouseLeave={() => setHovered(null)}
      >
        <title id={titleId}>{`${title}: ${drawn.map((p) => p.label).join('; ')}`}</title>
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
            key={p.key}
            className="clinical-chart__date"
            x={p.cx}
            y={HEIGHT - 8}
            textAnchor={dateTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {p.day}
          </text>
        ))}
        <polyline className="clinical-chart__line" data-testid="chart-line" points={line} />
        <path className="clinical-chart__point" d={inside} />
        {outside && <path className="clinical-chart__point is-out" data-testid="chart-out" d={outside} />}
        {readout && (
          <g data-testid="chart-readout">
            <circle className="clinical-chart__hover" cx={readout.cx} cy={readout.cy} r={DOT + 3} />
            <text
              className="clinical-chart__readout"
              x={readout.cx}
              y={Math.max(PAD.top + 12, readout.cy - 12)}
              textAnchor={readout.cx < WIDTH / 2 ? 'start' : 'end'}
            >
              {readout.label}
            </text>
          </g>
        )}
      </svg>
      <figcaption>
        <details onToggle={(event) => setTableOpen(event.currentTarget.open)}>
          <summary>Ver datos</summary>
          {tableOpen && (
            <table className="clinical-chart__table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Valor</th>
                </tr>
              </thead>
              <tbody>
                {[...drawn].reverse().map((p) => (
                  <tr key={p.key}>
                    <td>{p.day}</td>
                    <td>
                      {p.amount}
                      {p.verdict && <strong> {p.verdict}</strong>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
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
