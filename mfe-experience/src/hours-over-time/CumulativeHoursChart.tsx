import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';

/** One kind on the chart: `key` is its field in the month rows. */
interface HoursLine {
  key: string;
  name: string;
  color: string;
  goal: number | null;
}

export interface CumulativeHoursChartProps {
  /** From cumulativeHoursByMonth: a label and each line's hours per month. */
  rows: readonly object[];
  lines: readonly HoursLine[];
  height: number;
}

const hoursText = (value: unknown) => `${String(value)} hours`;

/** Cumulative hours by month, one line per kind, each goal a dashed line of its colour. Loaded on demand: recharts is most of this area's code. */
export default function CumulativeHoursChart({ rows, lines, height }: CumulativeHoursChartProps) {
  const { colors } = useTheme();
  const several = lines.length > 1;
  return (
    <LineChart
      responsive
      data={rows}
      style={{ width: '100%', height }}
      margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke={colors.border} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: colors.mutedForeground }} />
      <YAxis allowDecimals={false} width={48} tick={{ fontSize: 12, fill: colors.mutedForeground }} />
      <Tooltip formatter={hoursText} />
      {several && <Legend />}
      {lines.map(({ key, goal, color, name }) =>
        goal ? (
          <ReferenceLine
            key={`${key}-goal`}
            y={goal}
            stroke={color}
            strokeDasharray="6 4"
            ifOverflow="extendDomain"
            label={{
              value: `${several ? `${name} goal` : 'Goal'}: ${goal} hours`,
              position: 'insideTopLeft',
              fontSize: 12,
              fill: colors.foreground,
            }}
          />
        ) : null,
      )}
      {lines.map(({ key, name, color }) => (
        <Line key={key} type="monotone" dataKey={key} name={name} stroke={color} strokeWidth={2} dot={{ r: 3 }} />
      ))}
    </LineChart>
  );
}
