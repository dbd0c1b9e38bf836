// Hand-drawn SVG charts (decision 0012: no chart library fits the 60 KB budget with tables for
// screen readers). Every chart sits in a <figure> with its caption; the drawing is hidden from
// assistive technology and the same numbers are in a table, which anyone can show on screen.
import { useId, useState, type ReactNode } from 'react';

const fmt = (n: number) => n.toLocaleString('en-US');

export interface ChartTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** The chart's numbers: hidden visually until 'Show the numbers' is pressed, always read by screen readers. */
function ChartFigure({ title, children, table }: { title: string; children: ReactNode; table: ChartTableProps }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <div aria-hidden="true" className="chart-drawing">
        {children}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm chart-toggle"
        aria-expanded={shown}
        aria-controls={`${id}-table`}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide the numbers' : 'Show the numbers'}
      </button>
      {/* Hidden: only clipped (screen readers still read it); shown: a scrollable, focusable region. */}
      <div
        id={`${id}-table`}
        className={shown ? 'admin-table-wrap' : 'visually-hidden'}
        {...(shown ? { tabIndex: 0, role: 'region', 'aria-label': table.caption } : {})}
      >
        <DataTable {...table} />
      </div>
    </figure>
  );
}

/** A table in a horizontally scrollable region that keyboard users can focus and scroll. */
export function ScrollTable(props: ChartTableProps) {
  return (
    <div
      className="admin-table-wrap"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable chart region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={props.caption}
    >
      <DataTable {...props} />
    </div>
  );
}

export function DataTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <table className="admin-table chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={i === 0 ? undefined : 'num'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i} className="num">
                  {typeof cell === 'number' ? fmt(cell) : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface Bar {
  label: string;
  value: number;
  /** Text after the value, e.g. '66.7% of visits'. */
  note?: string;
  /** Draws the bar in the alert colour (e.g. the question that loses most people). */
  emphasis?: boolean;
}

/** Horizontal bars with their labels and values written out: reads well at any width. */
export function BarChart({ title, bars, table }: { title: string; bars: readonly Bar[]; table: ChartTableProps }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ChartFigure title={title} table={table}>
      <ul className="bars">
        {bars.map((bar) => (
          <li key={bar.label} className="bar-row">
            <span className="bar-label">{bar.label}</span>
            <svg className="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
              <rect x="0" y="0" width="100" height="10" className="bar-bg" />
              <rect
                x="0"
                y="0"
                width={(bar.value / max) * 100}
                height="10"
                className={bar.emphasis ? 'bar-fill bar-emphasis' : 'bar-fill'}
              />
            </svg>
            <span className="bar-value">
              {fmt(bar.value)}
              {bar.note ? <span className="bar-note"> {bar.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}

export interface Series {
  name: string;
  values: readonly number[];
  /** CSS class giving the line its colour and dash pattern (colour is never the only cue). */
  className: string;
}

const W = 640;
const H = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/** Lines over days; the legend names each line with its dash pattern. */
export function LineChart({
  title,
  days,
  series,
  table,
}: {
  title: string;
  days: readonly string[];
  series: readonly Series[];
  table: ChartTableProps;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <ChartFigure title={title} table={table}>
      <svg className="line-chart" viewBox={`0 0 ${W} ${H}`} focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="axis">
              {fmt(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          i % labelEvery === 0 || i === days.length - 1 ? (
            <text key={day} x={x(i)} y={H - 8} textAnchor="middle" className="axis">
              {day.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.name} className={s.className}>
            <polyline fill="none" points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} className="line" />
            {days.length <= 31 && s.values.map((v, i) => <circle key={i} cx={x(i)} cy={y(v)} r="3" className="dot" />)}
          </g>
        ))}
      </svg>
      <ul className="legend">
        {series.map((s) => (
          <li key={s.name}>
            <svg width="28" height="10" className={s.className} focusable="false">
              <line x1="0" x2="28" y1="5" y2="5" className="line" />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}

/** A small trend line for a table cell (decorative: the cell's number carries the meaning). */
export function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const points = values
    .map((v, i) => `${values.length <= 1 ? 50 : (i / (values.length - 1)) * 100},${20 - (v / max) * 18 - 1}`)
    .join(' ');
  return (
    <svg className="sparkline" viewBox="0 0 100 20" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <polyline fill="none" points={points} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
