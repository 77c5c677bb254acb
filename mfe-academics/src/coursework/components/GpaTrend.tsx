import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import type { TermGpa } from '../api/courses';
import { TermGpaTable, termLabel } from './TermGpaTable';
import { useState } from 'react';
import styled from 'styled-components';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 36, left: 36 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const Chart = styled.svg`
  width: 100%;
  height: auto;
  margin-bottom: 16px;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.primary};
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .label {
    fill: ${({ theme }) => theme.colors.mutedForeground};
  }
  .cumulative {
    stroke: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Legend = styled.p`
  display: flex;
  gap: 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function TrendChart({ terms }: { terms: TermGpa[] }) {
  const x = (i: number) => PAD.left + (terms.length === 1 ? PLOT_W / 2 : (i * PLOT_W) / (terms.length - 1));
  const y = (gpa: number) => PAD.top + PLOT_H - (gpa / 4) * PLOT_H;
  const line = (pick: (t: TermGpa) => number) => terms.map((t, i) => `${x(i)},${y(pick(t))}`).join(' ');
  // Label every term when they fit, otherwise about eight of them.
  const labelEvery = Math.ceil(terms.length / 8);

  return (
    <Chart
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`GPA trend: ${terms.map((t) => `${termLabel(t)} ${t.gpa.toFixed(2)}`).join(', ')}`}
    >
      {[0, 1, 2, 3, 4].map((gpa) => (
        <g key={gpa}>
          <line className="grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(gpa)} y2={y(gpa)} />
          <text className="label" x={PAD.left - 8} y={y(gpa) + 4} textAnchor="end">
            {gpa.toFixed(1)}
          </text>
        </g>
      ))}
      <polyline
        className="cumulative"
        points={line((t) => t.cumulativeGpa)}
        fill="none"
        strokeWidth={2}
        strokeDasharray="5 4"
      />
      <polyline points={line((t) => t.gpa)} fill="none" stroke="currentColor" strokeWidth={2.5} />
      {terms.map((t, i) => (
        <g key={termLabel(t)}>
          <circle cx={x(i)} cy={y(t.gpa)} r={4} fill="currentColor" />
          {i % labelEvery === 0 && (
            <text className="label" x={x(i)} y={HEIGHT - 12} textAnchor="middle">
              {termLabel(t)}
            </text>
          )}
        </g>
      ))}
    </Chart>
  );
}

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  padding-bottom: 20px;
`;

/**
 * Beyond SPEC: how the GPA moved term by term, as AADSAS applicants review it. Closed by
 * default so the specified screen shows its figures once.
 */
export function GpaTrend({ terms }: { terms: TermGpa[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Header>
        <div>
          <CardTitle>GPA by Term</CardTitle>
          <CardDescription>Each term&apos;s GPA and your cumulative GPA up to that term.</CardDescription>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide GPA by Term' : 'Show GPA by Term'}
        </Button>
      </Header>
      {open && (
        <CardContent>
          {terms.length > 1 && (
            <>
              <TrendChart terms={terms} />
              <Legend aria-hidden="true">
                <span>━ Term GPA</span>
                <span>┅ Cumulative GPA</span>
              </Legend>
            </>
          )}
          <TermGpaTable terms={[...terms].reverse()} />
        </CardContent>
      )}
    </Card>
  );
}
