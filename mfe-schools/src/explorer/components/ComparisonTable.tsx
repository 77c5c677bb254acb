import { admissionFact, datFact, figureFact, tuitionFact } from '../school-figures';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import type { SchoolPrerequisites } from '../api/school-prerequisites';
import { FactValue, SourceYear } from './FactValue';
import { gpa, hoursValue, perYear, yesNo } from './format';
import { gpaBasisSentence, MEASURE_OF, signedDifference, type Measure } from './my-numbers-text';
import { WithPrerequisites } from './WithPrerequisites';

const Header = styled(CardHeader)`
  flex-direction: row;
  justify-content: space-between;
  align-items: center;
`;

const Title = styled(CardTitle)`
  &:focus {
    outline: none;
  }
`;

const Difference = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Long names and labels wrap, so that four compared schools fit beside the labels at 1280 px. */
const SchoolHeader = styled(Th)`
  white-space: normal;
  min-width: 140px;
  vertical-align: bottom;
`;
const RowHeader = styled(Th)`
  white-space: normal;
  min-width: 120px;
`;

interface Row {
  /** The row's name; a function where it follows the figures the compared schools show. */
  label: string | ((schools: ExplorerSchool[]) => string);
  value: (school: ExplorerSchool, schools: ExplorerSchool[]) => ReactNode;
  /** The student's figure whose difference this row shows. */
  mine?: Measure;
}

const ROWS: Row[] = [
  { label: 'Location', value: (school) => `${school.city}, ${school.state}` },
  { label: 'School Type', value: (school) => (school.isPublic ? 'Public' : 'Private') },
  { label: 'Tuition', value: (school) => <FactValue fact={tuitionFact(school, 'Tuition', perYear)} /> },
  {
    label: 'In-State Tuition',
    value: (school) => (
      <FactValue fact={figureFact(school, 'In-State Tuition', 'inStateTuition', school.inStateTuition, perYear)} />
    ),
  },
  { label: 'Program Length', value: (school) => `${school.programLength} years` },
  { label: 'Accelerated Program', value: (school) => yesNo(school.hasAcceleratedProgram) },
  {
    label: 'Science GPA Average',
    value: (school) => (
      <FactValue fact={figureFact(school, 'Science GPA Average', 'scienceGpaAvg', school.scienceGpaAvg, gpa)} />
    ),
    mine: MEASURE_OF.scienceGpa,
  },
  {
    label: 'Overall GPA Average',
    value: (school) => (
      <FactValue fact={figureFact(school, 'Overall GPA Average', 'overallGpaAvg', school.overallGpaAvg, gpa)} />
    ),
    mine: MEASURE_OF.overallGpa,
  },
  {
    label: 'DAT Average',
    value: (school) => <FactValue fact={datFact(school, 'DAT Average')} />,
    mine: MEASURE_OF.datAcademicAverage,
  },
  // An acceptance rate only where offers are published; otherwise the share of applicants who enrolled, so named.
  {
    label: admissionLabel,
    value: (school, schools) => <Admission school={school} named={admissionLabel(schools).includes(' / ')} />,
  },
  {
    label: 'My Prerequisites',
    value: (school) => (
      <WithPrerequisites schoolId={school.id}>
        {(prerequisites) => <PrerequisitesSummary school={{ name: school.name, ...prerequisites }} />}
      </WithPrerequisites>
    ),
  },
];

type Check = NonNullable<SchoolPrerequisites['myPrerequisites']>[number];
const UNMET = { IN_PROGRESS: 'in progress', PLANNED: 'planned', MISSING: 'missing' } as const;
const unmetText = ({ status, shortHours }: Check) =>
  status === 'MET' || status === 'PARTLY_MET'
    ? shortHours === null || shortHours === undefined
      ? 'partly met'
      : `${hoursValue(shortHours)} h short`
    : UNMET[status];

/** How many of the school's required courses my courses meet, and each one they do not, with the oldest source's year. */
function PrerequisitesSummary({ school }: { school: { name: string } & SchoolPrerequisites }) {
  const oldest = school.prerequisites.reduce<SchoolPrerequisites['prerequisites'][number] | undefined>(
    (held, next) => (held && held.year <= next.year ? held : next),
    undefined,
  );
  if (!oldest) return 'N/A';
  const checks = school.myPrerequisites;
  if (!checks) return 'Your courses are not available right now.';
  const required = checks.filter((check) => check.required);
  const unmet = required.filter((check) => check.status !== 'MET');
  return (
    <>
      Met {required.length - unmet.length} of {required.length} required
      <SourceYear label={`Prerequisites of ${school.name}`} source={oldest} />
      {unmet.map((check) => (
        <Difference key={check.course}>
          {check.course}: {unmetText(check)}
        </Difference>
      ))}
    </>
  );
}

/** The figures the schools show, named: 'Acceptance Rate', 'Enrolled per Applicant', or both where they differ. */
function admissionLabel(schools: ExplorerSchool[]): string {
  const shown = schools.map(admissionFact).filter((fact) => fact.text !== 'N/A');
  const labels = [...new Set(shown.map((fact) => fact.label))].sort();
  return labels.length > 0 ? labels.join(' / ') : 'Acceptance Rate';
}

/** Where the row names two figures, each school's cell says which it shows. */
function Admission({ school, named }: { school: ExplorerSchool; named: boolean }) {
  const fact = admissionFact(school);
  return (
    <>
      {named && fact.text !== 'N/A' && <Difference>{fact.label}</Difference>}
      <FactValue fact={fact} />
    </>
  );
}

function yourDifference(school: ExplorerSchool, measure: Measure) {
  const numbers = school.myNumbers;
  const text = numbers ? signedDifference(measure, numbers[measure.field]) : null;
  return (
    numbers &&
    text && (
      <Difference>
        {measure.yours(numbers.gpaBasis)}: {text}
      </Difference>
    )
  );
}

/** The selected schools side by side, one column each, with the student's difference on each average. */
export function ComparisonTable({ schools, onClose }: { schools: ExplorerSchool[]; onClose: () => void }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const gpaBasis = schools.find((school) => school.myNumbers)?.myNumbers?.gpaBasis;
  // Opened from the compare bar, which may be far below: bring the table into view.
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId} ref={title} tabIndex={-1}>
          Compare Schools
        </Title>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close Comparison
        </Button>
      </Header>
      <CardContent>
        {gpaBasis && <Difference>{gpaBasisSentence(gpaBasis)}</Difference>}
        <Table aria-labelledby={titleId}>
          <THead>
            <Tr>
              <Th scope="col">School</Th>
              {schools.map((school) => (
                <SchoolHeader key={school.id} scope="col">
                  {school.name}
                </SchoolHeader>
              ))}
            </Tr>
          </THead>
          <TBody>
            {ROWS.map((row) => {
              const label = typeof row.label === 'string' ? row.label : row.label(schools);
              return (
                <Tr key={label}>
                  <RowHeader scope="row">{label}</RowHeader>
                  {schools.map((school) => (
                    <Td key={school.id}>
                      {row.value(school, schools)}
                      {row.mine && yourDifference(school, row.mine)}
                    </Td>
                  ))}
                </Tr>
              );
            })}
          </TBody>
        </Table>
      </CardContent>
    </Card>
  );
}
