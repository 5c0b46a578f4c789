// Bars drawn in SVG by the product itself (docs/product/reports.md#charts), as the clinical record's
// LineChart: no chart library, in this remote's chunks only. One bar per category (a period, a service…),
// or one per series side by side (grouped) or on top of each other (stacked). Accessible: the chart is one
// tab stop named by its title and described by what it holds and how to move; the arrow keys go from
// category to category and the one reached is read out (aria-live) and marked; every category has its
// words in a <title>; colour is never alone (the legend names each series, the readout and the table say
// the figures); «Ver tabla» shows the same figures, all of them, as a table.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { DataTable, type DataColumn } from '@vet/shared-ui/table';
import { MSG } from '../messages';
import './barChart.css';

/** Okabe–Ito: told apart by every kind of colour vision. */
export const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];

export interface BarCategory {
  key: string;
  /** Its whole name: «Semana del 01/11/2026», «Corte». */
  label: string;
  /** Under its bar, when the whole name does not fit: «01/11». */
  short?: string;
}

export interface BarSeries {
  key: string;
  label: string;
  /** A colour that means something (green in date, vermillion overdue); the palette's next otherwise. */
  color?: string;
}

const colorOf = (series: BarSeries, index: number) => series.color ?? PALETTE[index % PALETTE.length];

export interface BarChartProps {
  /** Names the chart and captions its table: «Ingresos por período (USD)». */
  title: string;
  /** The table's first column: «Período», «Servicio». */
  categoryTitle: string;
  categories: readonly BarCategory[];
  series: readonly BarSeries[];
  /** values[category][series]. */
  values: readonly (readonly number[])[];
  /** A figure as read: «1.234,50 USD», «12». */
  format: (value: number) => string;
  stacked?: boolean;
  /** Columns the table adds after the series' (not drawn): the income's «Equivalente (Bs.)». */
  tableColumns?: readonly { key: string; title: string; render: (category: number) => string }[];
  /** Its drawing's width in its own units: 640 for a chart across the page, less for one beside another,
   *  so that its words keep their size on screen. */
  width?: number;
}

/** The width of a chart beside another (two a row). */
export const COMPACT_WIDTH = 420;
const HEIGHT = 260;
const PAD = { top: 20, right: 12, bottom: 44, left: 72 };
const MAX_LABELS = 8;
/** About how wide a character of the labels is, in the drawing's units. */
const CHAR = 6.2;

/** A label in at most two lines that fit `room` («11 años o más» → «11 años o», «más»), cut with «…». */
export function labelLines(label: string, room: number): string[] {
  const fits = Math.max(3, Math.floor(room / CHAR));
  if (label.length <= fits) return [label];
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= fits || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  const cut = (text: string) => (text.length > fits ? `${text.slice(0, fits - 1)}…` : text);
  return lines.length <= 2 ? lines.map(cut) : [cut(lines[0]), cut(`${lines.slice(1).join(' ')}`)];
}

/** 0 up to a round figure at or above `max`, in 4 steps. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * 4 >= max) ?? 10 * power;
  // Counts never get a fraction of a step («0,25 citas»).
  const step = max >= 1 ? Math.max(1, nice) : nice;
  return [0, 1, 2, 3, 4].map((i) => Math.round(i * step * 1e6) / 1e6);
}

export function BarChart({
  title,
  categoryTitle,
  categories,
  series,
  values,
  format,
  stacked = false,
  tableColumns = [],
  width: WIDTH = 640,
}: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const [asTable, setAsTable] = useState(false);
  const [active, setActive] = useState<number | null>(null);

  const words = useMemo(
    () =>
      categories.map((category, i) => {
        const figures = series.map((s, j) => `${s.label}: ${format(values[i]?.[j] ?? 0)}`).join(', ');
        return `${category.label}. ${figures}`;
      }),
    [categories, series, values, format],
  );
  const empty = categories.length === 0 || values.every((row) => row.every((value) => !value));
  if (empty)
    return (
      <figure className="reports-chart" aria-labelledby={titleId}>
        <figcaption className="reports-chart__title" id={titleId}>
          {title}
        </figcaption>
        <p className="reports-chart__empty">{MSG.emptyPeriod}</p>
      </figure>
    );

  const totals = values.map((row) => row.reduce((sum, value) => sum + value, 0));
  const top = stacked ? Math.max(...totals) : Math.max(...values.flat());
  const ticks = niceTicks(top);
  const max = ticks[ticks.length - 1];
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / categories.length;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const barWidth = Math.max(1, (band * 0.7) / (stacked ? 1 : series.length));
  const every = Math.ceil(categories.length / MAX_LABELS);
  // Each bar's figure over it while they fit: the totals of stacked bars, each bar of grouped ones.
  const showFigures = categories.length * (stacked ? 1 : series.length) <= 12;

  // A bar reached before the figures changed, kept while it still exists.
  const current = active !== null && active < categories.length ? active : null;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = categories.length - 1;
    const at = current ?? -1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, at + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const columns: DataColumn<number>[] = [
    { key: 'category', title: categoryTitle, render: (i) => categories[i].label },
    ...series.map((s, j) => ({
      key: s.key,
      title: s.label,
      align: 'right' as const,
      render: (i: number) => format(values[i]?.[j] ?? 0),
    })),
    ...(stacked && series.length > 1
      ? [{ key: 'total', title: 'Total', align: 'right' as const, render: (i: number) => format(totals[i]) }]
      : []),
    ...tableColumns.map((c) => ({ ...c, align: 'right' as const })),
  ];

  return (
    <figure className="reports-chart">
      <figcaption className="reports-chart__title" id={titleId}>
        {title}
      </figcaption>
      <ul className="reports-chart__legend">
        {series.map((s, j) => (
          <li key={s.key}>
            <span
              className="reports-chart__swatch"
              style={{ background: colorOf(s, j) }}
              aria-hidden="true"
            />
            {s.label}
          </li>
        ))}
      </ul>
      {asTable ? (
        <DataTable
          rows={categories.map((_, i) => i)}
          rowKey={(i) => categories[i].key}
          columns={columns}
          label={title}
        />
      ) : (
        <>
          <div
            className="reports-chart__frame"
            role="group"
            tabIndex={0}
            aria-labelledby={titleId}
            aria-describedby={descId}
            onKeyDown={move}
            onFocus={() => setActive(current ?? 0)}
            data-testid="bar-chart"
          >
            <p id={descId} className="reports-chart__description">
              {`${MSG.chartSummary(categories.length)} ${MSG.chartHelp}`}
            </p>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="reports-chart__drawing" aria-hidden="true">
              {ticks.map((tick) => (
                <g key={tick} className="reports-chart__tick">
                  <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
                  <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                    {format(tick)}
                  </text>
                </g>
              ))}
              {categories.map((category, i) => {
                const left = PAD.left + i * band + band * 0.15;
                let base = 0;
                return (
                  <g
                    key={category.key}
                    className={current === i ? 'reports-chart__bars is-active' : 'reports-chart__bars'}
                    data-testid="bar-group"
                    onMouseEnter={() => setActive(i)}
                  >
                    <title>{words[i]}</title>
                    <rect
                      className="reports-chart__hit"
                      x={PAD.left + i * band}
                      y={PAD.top}
                      width={band}
                      height={plotHeight}
                    />
                    {series.map((s, j) => {
                      const value = values[i]?.[j] ?? 0;
                      const from = stacked ? base : 0;
                      if (stacked) base += value;
                      const x = stacked ? left : left + j * barWidth;
                      return (
                        <g key={s.key}>
                          <rect
                            x={x}
                            width={barWidth}
                            y={y(from + value)}
                            height={Math.max(0, y(from) - y(from + value))}
                            fill={colorOf(s, j)}
                          />
                          {showFigures && !stacked && (
                            <text
                              className="reports-chart__figure"
                              x={x + barWidth / 2}
                              y={y(value) - 4}
                              textAnchor="middle"
                            >
                              {format(value)}
                            </text>
                          )}
                        </g>
                      );
                    })}
                    {showFigures && stacked && (
                      <text
                        className="reports-chart__figure"
                        x={PAD.left + i * band + band / 2}
                        y={y(totals[i]) - 4}
                        textAnchor="middle"
                      >
                        {format(totals[i])}
                      </text>
                    )}
                    {i % every === 0 && (
                      <text
                        className="reports-chart__label"
                        x={PAD.left + i * band + band / 2}
                        y={HEIGHT - PAD.bottom + 16}
                        textAnchor="middle"
                      >
                        {labelLines(
                          categories.length > MAX_LABELS
                            ? (category.short ?? category.label)
                            : category.label,
                          band * every,
                        ).map((line, n) => (
                          <tspan key={n} x={PAD.left + i * band + band / 2} dy={n === 0 ? 0 : 13}>
                            {line}
                          </tspan>
                        ))}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
          </div>
          <p className="reports-chart__readout" aria-live="polite" data-testid="bar-readout">
            {current === null ? '' : words[current]}
          </p>
        </>
      )}
      <Button type="link" className="reports-chart__toggle" onClick={() => setAsTable((shown) => !shown)}>
        {asTable ? MSG.showChart : MSG.showTable}
      </Button>
    </figure>
  );
}
