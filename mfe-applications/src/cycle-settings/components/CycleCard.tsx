import { SectionCard } from '@predental/design/Card';
import { formatCalendarDate } from '@predental/design/dates';
import { QueryState } from '@predental/design/QueryState';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CycleSettingsFieldsFragment } from '../../gql/graphql';
import { useApplicationCycle } from '../api/cycle';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 24px;
  margin: 0;
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
  }
`;

const Source = ({ url, name }: { url: string | null; name: string }) =>
  url && (
    <>
      {' '}
      (
      <a href={url} target="_blank" rel="noreferrer">
        {name}
      </a>
      )
    </>
  );

function cycleFacts(cycle: CycleSettingsFieldsFragment): { term: string; fact: ReactNode }[] {
  const notYet = (date: string | null) => (date ? formatCalendarDate(date) : 'Not announced yet');
  return [
    { term: 'AADSAS opens', fact: notYet(cycle.aadsasOpensOn) },
    { term: 'First submission', fact: notYet(cycle.firstSubmissionOn) },
    {
      term: 'First offer date',
      fact: (
        <>
          {formatCalendarDate(cycle.firstOfferOn)}
          <Source url={cycle.firstOfferSourceUrl} name="first offer date source" />
        </>
      ),
    },
    {
      term: 'Time to answer an offer',
      fact: (
        <>
          {cycle.longWindowDays} days for an offer made before {formatCalendarDate(cycle.shortWindowFrom)},{' '}
          {cycle.shortWindowDays} days from then; after {formatCalendarDate(cycle.immediateAfter)} a school may ask for
          an immediate answer
          <Source url={cycle.responseWindowsSourceUrl} name="response windows source" />
        </>
      ),
    },
  ];
}

/** The cycle's dates a student plans by, each with its source: when offers may come and how long each gives to answer. */
export function CycleCard() {
  const cycle = useApplicationCycle();
  const settings = cycle.data?.applicationCycle;
  return (
    <SectionCard
      named
      title={settings ? `The ${settings.cycleName} cycle` : 'The cycle'}
      aria-busy={cycle.loading && !cycle.data}
    >
      <QueryState what="the cycle's dates" query={cycle}>
        {settings && (
          <Facts>
            {cycleFacts(settings).map(({ term, fact }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{fact}</dd>
              </div>
            ))}
          </Facts>
        )}
      </QueryState>
    </SectionCard>
  );
}
