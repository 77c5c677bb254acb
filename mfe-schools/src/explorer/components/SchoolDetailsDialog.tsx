import type { AreaProps } from '@predental/area-runtime/area';
import { Dialog } from '@predental/design/Dialog';
import { Muted } from '@predental/design/Page';
import { formatAmount } from '@predental/design/numbers';
import { media } from '@predental/design/theme';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { Facts } from './Facts';
import { FIGURES, type FigureName } from '@predental/schools-contract/figure-rules';
import { admissionFact, datFact, figureFact, otherScaleDat, tuitionFact, type Fact } from '../school-figures';
import { FactRows } from './FactValue';
import { AddToApplicationsButton } from './AddToApplicationsButton';
import { gpa, perYear, yesNo } from './format';
import { MyNumbersList } from './MyNumbersList';
import { MyPrerequisites } from './MyPrerequisites';
import { WithPrerequisites } from './WithPrerequisites';

/** On a phone each name sits above its value, which gets the dialog's whole width. */
const DetailFacts = styled(Facts)`
  grid-template-columns: minmax(0, 1fr);
  row-gap: 2px;
  dd {
    margin-bottom: 8px;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  ${media.sm} {
    grid-template-columns: auto 1fr;
    row-gap: 6px;
    dd {
      margin-bottom: 0;
    }
  }
`;

const Actions = styled.div`
  margin-bottom: 16px;
`;

const Part = styled.div`
  margin-top: 20px;
  h3 {
    margin-bottom: 8px;
    font-size: 15px;
    font-weight: 600;
  }
`;

const figureText = (name: FigureName, value: number, scale: string | null | undefined) =>
  name.startsWith('tuition')
    ? perYear(value)
    : name.startsWith('gpa')
      ? gpa(value)
      : scale
        ? `${value} on the ${scale} scale`
        : formatAmount(value);

/** SPEC's figures, then every other figure published for the school (once), each with its year and source. */
function detailFacts(school: ExplorerSchool): Fact[] {
  const spec = [
    tuitionFact(school, 'Tuition', perYear),
    figureFact(school, 'Non-Resident Tuition', 'tuitionNonResident', school.tuitionNonResident, perYear),
    figureFact(school, 'In-State Tuition', 'inStateTuition', school.inStateTuition, perYear),
    { label: 'Program Length', text: `${school.programLength} years` },
    figureFact(school, 'Science GPA Average', 'scienceGpaAvg', school.scienceGpaAvg, gpa),
    figureFact(school, 'Overall GPA Average', 'overallGpaAvg', school.overallGpaAvg, gpa),
    datFact(school, 'DAT Average'),
  ];
  // A figure a line above shows is not listed twice; applicants and enrollees stay beside their ratio.
  const shownAbove = new Set(spec.map((fact) => fact.source?.figure));
  const published = school.figures
    .filter((figure) => !shownAbove.has(figure.figure) && figure.figure in FIGURES)
    .map((figure) => {
      const name = figure.figure as FigureName;
      return { label: FIGURES[name].label, text: figureText(name, figure.value, figure.scale), source: figure };
    });
  return [...spec, admissionFact(school), ...published];
}

/** Everything the directory holds about one school, with the student's numbers beside its averages. */
export function SchoolDetailsDialog({
  school,
  onClose,
  notify,
}: Pick<AreaProps, 'notify'> & { school: ExplorerSchool; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={school.name}
      description={`${school.city}, ${school.state}`}
    >
      <Actions>
        <AddToApplicationsButton school={school} notify={notify} />
      </Actions>
      <DetailFacts>
        <dt>School Type</dt>
        <dd>{school.isPublic ? 'Public' : 'Private'}</dd>
        <dt>Accelerated Program</dt>
        <dd>{yesNo(school.hasAcceleratedProgram)}</dd>
        <FactRows facts={detailFacts(school)} />
        <dt>Website</dt>
        <dd>
          {school.websiteUrl ? (
            <a href={school.websiteUrl} target="_blank" rel="noopener noreferrer">
              {school.websiteUrl}
            </a>
          ) : (
            'No website available'
          )}
        </dd>
        <dt>In My Favorites</dt>
        <dd>{yesNo(school.isFavorite)}</dd>
        <dt>Notes</dt>
        <dd>{school.notes ?? 'None'}</dd>
      </DetailFacts>
      <Part>
        <h3>My Numbers</h3>
        {/* Null when the academics area did not answer: the school's facts stand on their own. */}
        {school.myNumbers ? (
          <MyNumbersList myNumbers={school.myNumbers} otherScaleDat={otherScaleDat(school)} explainGpaBasis />
        ) : (
          <Muted>Your numbers are not available right now.</Muted>
        )}
      </Part>
      <Part>
        <h3>My Prerequisites</h3>
        <WithPrerequisites schoolId={school.id}>
          {(prerequisites) => <MyPrerequisites school={{ name: school.name, ...prerequisites }} />}
        </WithPrerequisites>
      </Part>
    </Dialog>
  );
}
