import { focusRing } from '@predental/design/theme';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { hourTicks, labelEvery } from './chart-scale';
import { useWidth } from './use-width';

/** One kind on the chart: `key` is its field in the month rows. */
interface HoursLine {
  key: string;
  name: string;
  color: string;
  goal: number | null;
}

export interface CumulativeHoursChartProps {
  /** From cumulativeHoursByMonth: a label and each line's hours per month. */
  rows: readonly { label: string }[];
  lines: readonly HoursLine[];
  height: number;
}

const MARGIN = { top: 16, right: 16, bottom: 28, left: 44 };
/** Room a month label ('Sep 2026', 12 px) needs. */
const LABEL_WIDTH = 64;
const BAR_WIDTH = 56;

const Frame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radiusSm};
  ${focusRing}
`;

const Tip = styled.div`
  position: absolute;
  top: 0;
  min-width: 150px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: 13px;
  pointer-events: none;
  p {
    margin: 0;
  }
`;

const Legend = styled.ul`
  display: flex;
  justify-content: center;
  gap: 16px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 3px;
  margin-right: 6px;
  vertical-align: middle;
  background: ${({ $color }) => $color};
`;

const hoursText = (value: number) => `${value} hours`;
const valueOf = (row: object, key: string) => Number((row as Record<string, unknown>)[key] ?? 0);

/**
 * Cumulative hours by month, one line per kind, each goal a dashed line of its colour. A single
 * month would be a lone dot with no line to draw: it is a bar per kind with its hours written on
 * it (issue 40). Drawn in SVG here, not with a chart library: recharts was 98 KB of the 315 KB a
 * phone fetched for /shadowing, over issue 41's 200 KB. Hover, or focus and arrow keys, read a
 * month's hours.
 */
export function CumulativeHoursChart({ rows, lines, height }: CumulativeHoursChartProps) {
  const { colors } = useTheme();
  const { ref, width } = useWidth<HTMLDivElement>(600);
  const [active, setActive] = useState<number | null>(null);

  const several = lines.length > 1;
  const oneMonth = rows.length === 1;
  const ticks = hourTicks(
    Math.max(
      ...rows.flatMap((row) => lines.map(({ key }) => valueOf(row, key))),
      ...lines.map(({ goal }) => goal ?? 0),
    ),
  );
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / rows.length;
  const x = (month: number) => MARGIN.left + band * (month + 0.5);
  const y = (hours: number) => MARGIN.top + plotHeight * (1 - hours / top);
  const every = labelEvery(band, LABEL_WIDTH);
  const barWidth = Math.min(BAR_WIDTH, band / (lines.length + 1));

  const monthAt = (event: PointerEvent<SVGSVGElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left;
    const month = Math.floor((event.clientX - left - MARGIN.left) / band);
    return Math.min(Math.max(month, 0), rows.length - 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (event.key === 'Home' || event.key === 'End') setActive(event.key === 'Home' ? 0 : rows.length - 1);
    else if (event.key in moves)
      setActive(Math.min(Math.max((active ?? rows.length - 1) + moves[event.key]!, 0), rows.length - 1));
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <Frame
        ref={ref}
        tabIndex={0}
        role="group"
        aria-label="Hours by month: use the arrow keys to read each month"
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? rows.length - 1)}
        onBlur={() => setActive(null)}
      >
        <svg
          className="hours-chart"
          width={width}
          height={height}
          aria-hidden
          onPointerMove={(event) => setActive(monthAt(event))}
          onPointerLeave={() => setActive(null)}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={colors.border}
                strokeDasharray="3 3"
              />
              <text x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} fill={colors.mutedForeground}>
                {tick}
              </text>
            </g>
          ))}
          <g className="month-labels">
            {rows.map(({ label }, month) =>
              month % every === 0 ? (
                <text
                  key={label}
                  x={x(month)}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={12}
                  fill={colors.mutedForeground}
                >
                  {label}
                </text>
              ) : null,
            )}
          </g>
          {active !== null && (
            <line x1={x(active)} x2={x(active)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} stroke={colors.input} />
          )}
          {lines.map(({ key, name, color, goal }) =>
            goal ? (
              <g key={`${key}-goal`} className="goal-line">
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(goal)}
                  y2={y(goal)}
                  stroke={color}
                  strokeDasharray="6 4"
                />
                <text x={MARGIN.left + 6} y={y(goal) + 14} fontSize={12} fill={colors.foreground}>
                  {`${several ? `${name} goal` : 'Goal'}: ${hoursText(goal)}`}
                </text>
              </g>
            ) : null,
          )}
          {lines.map(({ key, color }, index) => {
            if (oneMonth) {
              const hours = valueOf(rows[0]!, key);
              if (!hours) return null;
              const left = x(0) - (barWidth * lines.length) / 2 + barWidth * index;
              return (
                <g key={key} className="bar">
                  <rect x={left} y={y(hours)} width={barWidth} height={y(0) - y(hours)} fill={color} />
                  <text
                    x={left + barWidth / 2}
                    y={y(hours) - 6}
                    textAnchor="middle"
                    fontSize={12}
                    fill={colors.foreground}
                  >
                    {hoursText(hours)}
                  </text>
                </g>
              );
            }
            const points = rows.map((row, month) => [x(month), y(valueOf(row, key))] as const);
            return (
              <g key={key} className="line">
                <polyline
                  points={points.map((point) => point.join(',')).join(' ')}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                />
                {points.map(([cx, cy], month) => (
                  <circle
                    key={month}
                    className="dot"
                    cx={cx}
                    cy={cy}
                    r={month === active ? 5 : 3}
                    fill={colors.background}
                    stroke={color}
                    strokeWidth={2}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <div role="status">
          {active !== null && (
            <Tip style={{ left: Math.min(Math.max(x(active) + 12, 0), Math.max(width - 170, 0)) }}>
              <p>
                <strong>{rows[active]!.label}</strong>
              </p>
              {lines.map(({ key, name }) => (
                <p key={key}>{`${name}: ${hoursText(valueOf(rows[active]!, key))}`}</p>
              ))}
            </Tip>
          )}
        </div>
      </Frame>
      {several && (
        <Legend className="legend">
          {lines.map(({ key, name, color }) => (
            <li key={key}>
              <Swatch $color={color} />
              {name}
            </li>
          ))}
        </Legend>
      )}
    </div>
  );
}
