/**
 * A daily bar chart drawn as SVG on the server: no chart library, no script. Each bar carries a
 * <title> with its date and count; the figures are also in a visually hidden table for screen readers.
 */
export type ChartPoint = { day: string; count: number };

const WIDTH = 600;
const HEIGHT = 160;
const PAD_LEFT = 32;
const PAD_BOTTOM = 20;
const PAD_TOP = 10;

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function BarChart({ id, label, points }: { id: string; label: string; points: ChartPoint[] }) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.count)));
  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD_TOP + plotHeight - (value / max) * plotHeight;
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title`}
        data-testid={`chart-${id}`}
      >
        <title id={`${id}-title`}>{`${label} per day, last ${points.length} days`}</title>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD_LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" strokeWidth="1" />
            <text x={PAD_LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#6b7280">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const top = y(p.count);
          return (
            <rect
              key={p.day}
              data-day={p.day}
              data-count={p.count}
              x={PAD_LEFT + i * slot + (slot - barWidth) / 2}
              y={top}
              width={barWidth}
              height={Math.max(0, PAD_TOP + plotHeight - top)}
              rx="2"
              className="fill-brand-500"
            >
              <title>{`${shortDay(p.day)}: ${p.count}`}</title>
            </rect>
          );
        })}
        {first && (
          <text x={PAD_LEFT} y={HEIGHT - 4} fontSize="11" fill="#6b7280">
            {shortDay(first.day)}
          </text>
        )}
        {last && (
          <text x={WIDTH} y={HEIGHT - 4} fontSize="11" fill="#6b7280" textAnchor="end">
            {shortDay(last.day)}
          </text>
        )}
      </svg>
      <table className="sr-only">
        <caption>{label} per day</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              <td>{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
