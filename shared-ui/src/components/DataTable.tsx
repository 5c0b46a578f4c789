// One page of records as a plain <table>, drawn like antd's Table in the shell's theme, with antd's
// Pagination under it. The list screens show 20 rows of a server page: they need no sorting, selection
// or virtual scroll, and antd's Table cost about 300 ms of main thread at 4× CPU throttling on a cold
// list (its chunk's evaluation, its render, a forced layout to measure the scroll bar on every mount).
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Pagination, type PaginationProps } from 'antd';
import { watchScrollEdges } from './scrollEdges';
import './dataTable.css';
import './themeLinks.css';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Fixed width in px (the actions column). */
  width?: number;
  align?: 'left' | 'right';
  /** One line, cut with «…», the whole text in a tooltip (the table's layout becomes fixed, as antd's). */
  ellipsis?: boolean;
  /** Shown on screens 1200 px wide and up only (antd's `responsive: ['xl']`). */
  wideScreensOnly?: boolean;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly DataColumn<T>[];
  /** The pager under the table; none when absent. */
  pagination?: PaginationProps;
  /** Below this width the table scrolls sideways instead of squeezing its columns (a shadow marks the
   * side that hides some; the keyboard reaches it while it hides some). */
  minWidth?: number;
  /** What the table lists («Mascotas»): the name of its scroll region. */
  label?: string;
}

function cellClass<T>(column: DataColumn<T>): string | undefined {
  const classes = [
    column.align === 'right' && 'vet-table__cell--right',
    column.ellipsis && 'vet-table__cell--ellipsis',
    column.wideScreensOnly && 'vet-table__cell--wide',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

export function DataTable<T>({ rows, rowKey, columns, pagination, minWidth, label }: DataTableProps<T>) {
  const fixed = columns.some((column) => column.ellipsis);
  const frame = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!minWidth || !frame.current || !scroll.current) return;
    return watchScrollEdges(scroll.current, frame.current);
  }, [minWidth]);
  return (
    <div className="vet-table">
      <div ref={frame} className="vet-table__frame">
        <div
          ref={scroll}
          className="vet-table__scroll"
          // A region, named, once it can scroll: what a keyboard reaches there is announced.
          role={minWidth ? 'region' : undefined}
          aria-label={minWidth ? (label ?? 'Tabla') : undefined}
        >
          <table
            className={fixed ? 'vet-table__table vet-table__table--fixed' : 'vet-table__table'}
            style={minWidth ? { minWidth } : undefined}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cellClass(column)}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key} data-row-key={key}>
                    {columns.map((column) => {
                      const content = column.render(row);
                      const title = column.ellipsis && typeof content === 'string' ? content : undefined;
                      return (
                        <td key={column.key} className={cellClass(column)} title={title}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      {pagination && <Pagination className="vet-table__pagination" {...pagination} />}
    </div>
  );
}
