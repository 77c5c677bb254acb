import { Tooltip } from '@predental/design/Tooltip';
import { Fragment } from 'react';
import styled from 'styled-components';
import type { Fact, ShownFigure } from '../school-figures';

const SourceLink = styled.a`
  margin-left: 6px;
  font-size: 12px;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-decoration: underline dotted;
`;

const Aside = styled.span`
  margin-left: 6px;
  font-size: 12px;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const KIND = {
  school: "the school's own page",
  adea: 'ADEA',
  secondary: "a page republishing ADEA's or the school's data",
} as const;

const host = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

type Sourced = Pick<ShownFigure, 'year' | 'sourceUrl' | 'sourceKind'> & { old?: boolean; enteredByAdmin?: boolean };

/** What the tooltip (and a screen reader) says of a figure's (or a prerequisite's) source. */
function sourceLabel(label: string, figure: Sourced): string {
  const described = figure.year.includes('-') ? `academic year ${figure.year}` : `entering class ${figure.year}`;
  const parts = [`${label}: ${described}`, `source ${host(figure.sourceUrl)}, ${KIND[figure.sourceKind]}`];
  if (figure.enteredByAdmin) parts.push('entered by an admin');
  if (figure.old) parts.push('older than three admission cycles');
  return parts.join('; ');
}

/** The year a figure or prerequisite describes, linking to its source, which its tooltip names. */
export function SourceYear({ label, source }: { label: string; source: Sourced }) {
  return (
    <>
      <Tooltip label={sourceLabel(label, source)}>
        <SourceLink href={source.sourceUrl} target="_blank" rel="noopener noreferrer">
          {source.year}
        </SourceLink>
      </Tooltip>
      {source.old && <Aside>older than 3 cycles</Aside>}
    </>
  );
}

/** A fact's text; a figure's year beside it, linking to its source, or who entered it. */
export function FactValue({ fact }: { fact: Fact }) {
  const { source } = fact;
  return (
    <>
      {fact.text}
      {source === null && <Aside>entered by an admin</Aside>}
      {source && <SourceYear label={fact.label} source={source} />}
    </>
  );
}

/** Facts as the name and value pairs of a list (inside a `Facts` dl). */
export function FactRows({ facts }: { facts: Fact[] }) {
  return facts.map((fact) => (
    <Fragment key={fact.label}>
      <dt>{fact.label}</dt>
      <dd>
        <FactValue fact={fact} />
      </dd>
    </Fragment>
  ));
}
