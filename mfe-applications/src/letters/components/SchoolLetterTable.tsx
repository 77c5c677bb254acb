import { Badge } from '@predental/design/Badge';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import type { ListSchoolLetterChecksQuery } from '../../gql/graphql';

type Applied = ListSchoolLetterChecksQuery['myApplications'][number];

// The answer before the requirement's words, so a phone shows it without scrolling sideways.
/** What is missing may be long: it wraps on a phone rather than run past the table. */
const CheckBadge = styled(Badge)`
  white-space: normal;
`;

const HEADERS = ['School', 'My completed letters', 'What it asks for'];

/** The school's requirement in its page's words, linked to the page, with the page's year. */
function Requirement({ school }: { school: Applied['school'] }) {
  const requirement = school.letterRequirement;
  if (!requirement) return <>No sourced requirement</>;
  return (
    <>
      {requirement.note} (
      <a href={requirement.sourceUrl} target="_blank" rel="noreferrer">
        {requirement.year ?? 'year not stated'}
      </a>
      )
    </>
  );
}

/** Per applied school: Met, Not met (what is missing) or Not on file, as the applications subgraph says. */
export function SchoolLetterTable({ applications }: { applications: readonly Applied[] }) {
  return (
    <DataTable
      aria-label="Letter requirements of my schools"
      headers={HEADERS}
      rows={applications}
      rowKey={(application) => application.id}
      cells={(application) => {
        const check = application.school.myLetters;
        return [
          application.schoolName,
          check ? (
            <CheckBadge
              variant={check.status === 'met' ? 'default' : check.status === 'not-met' ? 'destructive' : 'outline'}
            >
              {check.words}
            </CheckBadge>
          ) : (
            'Unavailable'
          ),
          <Requirement school={application.school} />,
        ];
      }}
    />
  );
}
