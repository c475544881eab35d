import { useEffect, useRef, useState } from 'react';
import type { TBudgetWeek } from '@larder/contract/budget';
import { formatMoney } from '../../../lib/money';
import { shortDate } from '../utils';

/**
 * Spend by week against the budget: a bar per week (green under, red over), a dashed line at the budget
 * and a tick for the planned cost. A table with the same figures follows for screen readers.
 */
export function WeekChart({ weeks, budget }: { weeks: readonly TBudgetWeek[]; budget: number | null }) {
  const values = weeks.flatMap((w) => [Number(w.actual), Number(w.planned ?? 0)]);
  const top = Math.max(budget ?? 0, ...values, 1);
  // Gridlines at round pounds: a step of 1, 2, 5, 10, 20, 50 ... giving about four lines.
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => top / s <= 4) ?? 1000;
  const max = Math.ceil((top * 1.1) / step) * step;
  // Drawn at the container's own width, so labels keep their size on a phone and on a desktop.
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(280, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const height = width < 500 ? 200 : 240;
  const pad = { left: 48, right: 12, top: 12, bottom: 28 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(weeks.length, 1);
  const barW = Math.min(44, slot * 0.6);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  const ticks = Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
  return (
    <figure ref={box} className="w-full" aria-describedby="week-chart-caption">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label="Weekly spend against your budget" data-testid="week-chart">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e5e1d8" strokeWidth={1} />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11} fill="#5b5650">
              £{t}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const actual = Number(w.actual);
          const x = pad.left + i * slot + (slot - barW) / 2;
          const over = w.status === 'over';
          return (
            <g key={w.weekStart}>
              <rect x={x} y={y(actual)} width={barW} height={Math.max(0, y(0) - y(actual))} rx={4} fill={over ? '#dc2626' : '#15803d'} opacity={actual ? 0.9 : 0} />
              {w.planned !== null ? <line x1={x - 4} x2={x + barW + 4} y1={y(Number(w.planned))} y2={y(Number(w.planned))} stroke="#b45309" strokeWidth={3} strokeLinecap="round" /> : null}
              <text x={x + barW / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="#5b5650">
                {shortDate(w.weekStart)}
              </text>
            </g>
          );
        })}
        {budget !== null ? <line x1={pad.left} x2={width - pad.right} y1={y(budget)} y2={y(budget)} stroke="#1c1917" strokeDasharray="6 4" strokeWidth={1.5} /> : null}
      </svg>
      <figcaption id="week-chart-caption" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden /> Spent, within budget
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-destructive" aria-hidden /> Spent, over budget
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-accent-strong" aria-hidden /> Planned cost
        </span>
        {budget !== null ? (
          <span className="flex items-center gap-1.5">
            <span className="inline-block w-4 border-t-2 border-dashed border-foreground" aria-hidden /> Weekly budget {formatMoney(budget)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
