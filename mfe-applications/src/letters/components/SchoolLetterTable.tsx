import { Badge } from '@predental/design/Badge';
import { DataTable } from '@predental/design/Table';
import type { ListSchoolLetterChecksQuery } from '../../gql/graphql';

type Applied = ListSchoolLetterChecksQuery['myApplications'][number];

const HEADERS = ['School', 'What it asks for', 'My completed letters'];

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
          <Requirement school={application.school} />,
          check ? (
            <Badge
              variant={check.status === 'met' ? 'default' : check.status === 'not-met' ? 'destructive' : 'outline'}
            >
              {check.words}
            </Badge>
          ) : (
            'Unavailable'
          ),
        ];
      }}
    />
  );
}
