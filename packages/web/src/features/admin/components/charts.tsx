import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/money';
import { monthLabel } from '../../../lib/operator-format';

const AXIS = { fontSize: 12, fill: '#5b5650' };

/**
 * A bar chart of the last six months (recharts), with the same figures in a table for screen readers.
 */
export function MonthsChart({ title, data, valueKey, money = false, color }: { title: string; data: Array<Record<string, number | string>>; valueKey: string; money?: boolean; color: string }) {
  const rows = data.map((d) => ({ label: monthLabel(String(d.month), true), full: monthLabel(String(d.month)), value: Number(d[valueKey] ?? 0) }));
  const format = (v: number) => (money ? formatMoney(v) : v.toLocaleString('en-GB'));
  return (
    <figure>
      <div className="h-56 w-full sm:h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: money ? 8 : -16 }}>
            <CartesianGrid vertical={false} stroke="#e5e1d8" />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: '#d6d1c6' }} />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={money} tickFormatter={(v: number) => (money ? `£${v.toLocaleString('en-GB')}` : String(v))} width={money ? 56 : 40} />
            <Tooltip
              cursor={{ fill: '#f3f1ec' }}
              formatter={(v) => [format(Number(v)), title]}
              labelFormatter={(_, payload) => String(payload?.[0]?.payload?.full ?? '')}
            />
            <Bar dataKey="value" fill={color} radius={[6, 6, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.full}>
              <th scope="row">{r.full}</th>
              <td>{format(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
