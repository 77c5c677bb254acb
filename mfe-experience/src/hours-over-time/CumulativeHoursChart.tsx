import {
  Bar,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';
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

/** A bar's hours above it, on one line (recharts' own label wraps at the bar's width); none for a kind without hours. */
function BarHours({ x, y, width, value, fill }: LabelProps) {
  // x, y and width are the bar's.
  return value ? (
    <text x={Number(x) + Number(width) / 2} y={Number(y) - 6} textAnchor="middle" fontSize={12} fill={fill}>
      {hoursText(value)}
    </text>
  ) : null;
}

/**
 * Cumulative hours by month, one line per kind, each goal a dashed line of its colour. A single
 * month would be a lone dot with no line to draw: it is a bar per kind with its hours written on
 * it (issue 40). Loaded on demand: recharts is most of this area's code.
 */
export default function CumulativeHoursChart({ rows, lines, height }: CumulativeHoursChartProps) {
  const { colors } = useTheme();
  const several = lines.length > 1;
  const oneMonth = rows.length === 1;
  return (
    <ComposedChart
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
      {lines.map(({ key, name, color }) =>
        oneMonth ? (
          // Drawn at once: a bar's label shows only when its animation ends.
          <Bar key={key} dataKey={key} name={name} fill={color} maxBarSize={56} isAnimationActive={false}>
            <LabelList dataKey={key} position="top" fill={colors.foreground} content={BarHours} />
          </Bar>
        ) : (
          <Line key={key} type="monotone" dataKey={key} name={name} stroke={color} strokeWidth={2} dot={{ r: 3 }} />
        ),
      )}
    </ComposedChart>
  );
}
