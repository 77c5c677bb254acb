import { admissionFact, datFact, figureFact, tuitionFact } from '../school-figures';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { FactValue, SourceYear } from './FactValue';
import { gpa, hoursValue, perYear, yesNo } from './format';
import { MEASURE_OF, signedDifference, type Measure } from './my-numbers-text';

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

interface Row {
  label: string;
  value: (school: ExplorerSchool) => ReactNode;
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
  // An acceptance rate only where one is published; otherwise the share of applicants who enrolled, so named.
  { label: 'Acceptance Rate', value: (school) => <Admission school={school} /> },
  { label: 'My Prerequisites', value: (school) => <PrerequisitesSummary school={school} /> },
];

type Check = NonNullable<ExplorerSchool['myPrerequisites']>[number];
const UNMET = { IN_PROGRESS: 'in progress', PLANNED: 'planned', MISSING: 'missing' } as const;
const unmetText = ({ status, shortHours }: Check) =>
  status === 'MET' || status === 'PARTLY_MET'
    ? shortHours === null || shortHours === undefined
      ? 'partly met'
      : `${hoursValue(shortHours)} h short`
    : UNMET[status];

/** How many of the school's required courses my courses meet, and each one they do not, with the oldest source's year. */
function PrerequisitesSummary({ school }: { school: ExplorerSchool }) {
  const oldest = school.prerequisites.reduce<ExplorerSchool['prerequisites'][number] | undefined>(
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

function Admission({ school }: { school: ExplorerSchool }) {
  const fact = admissionFact(school);
  return (
    <>
      {fact.label !== 'Acceptance Rate' && <Difference>{fact.label}</Difference>}
      <FactValue fact={fact} />
    </>
  );
}

function yourDifference(school: ExplorerSchool, measure: Measure) {
  const comparison = school.myNumbers?.[measure.field];
  const text = comparison ? signedDifference(measure, comparison) : null;
  return text && <Difference>You: {text}</Difference>;
}

/** The selected schools side by side, one column each, with the student's difference on each average. */
export function ComparisonTable({ schools, onClose }: { schools: ExplorerSchool[]; onClose: () => void }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
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
        <Table aria-labelledby={titleId}>
          <THead>
            <Tr>
              <Th scope="col">School</Th>
              {schools.map((school) => (
                <Th key={school.id} scope="col">
                  {school.name}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {ROWS.map((row) => (
              <Tr key={row.label}>
                <Th scope="row">{row.label}</Th>
                {schools.map((school) => (
                  <Td key={school.id}>
                    {row.value(school)}
                    {row.mine && yourDifference(school, row.mine)}
                  </Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      </CardContent>
    </Card>
  );
}
