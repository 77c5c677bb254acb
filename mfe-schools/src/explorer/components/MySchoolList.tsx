import { FIT_RULE } from '@predental/academics-contract/school-fit';
import type { AreaProps } from '@predental/area-runtime/area';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { Muted, PlainList } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import type { FavoriteSchool } from '../api/dental-schools';
import { BAND_LABELS, fitNote, schoolsByBand, stillNeeded } from '../my-school-list';
import { AddToApplicationsButton } from './AddToApplicationsButton';
import { hoursValue } from './format';
import { gpaBasisSentence } from './my-numbers-text';

const Bands = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  margin: 12px 0 20px;
  h3 {
    margin-bottom: 6px;
    font-size: 15px;
    font-weight: 600;
  }
`;

const SchoolName = styled(Button)`
  height: auto;
  padding: 2px 4px;
  white-space: normal;
  text-align: left;
  text-decoration: underline;
`;

const Why = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const hours = (value: number | null) => (value === null ? 'hours not stated' : `${hoursValue(value)} semester h`);

/**
 * My favorite schools sorted into reach, target and likely by the academics area (the rule is
 * written out), each one a step from my applications, and the required courses I still lack across them.
 */
export function MySchoolList({
  schools,
  onOpenDetails,
  notify,
}: Pick<AreaProps, 'notify'> & {
  schools: FavoriteSchool[];
  onOpenDetails: (id: string) => void;
}) {
  const groups = schoolsByBand(schools);
  const needs = stillNeeded(schools);
  const withPrerequisites = schools.filter((school) => school.prerequisites.length > 0).length;
  // The student's one GPA basis: every school's fit was read with the same.
  const gpaBasis = schools.find((school) => school.myFit)?.myFit?.gpaBasis;
  return (
    <SectionCard named title="My School List" description={`${FIT_RULE} A rough guide, not a prediction.`}>
      {groups.length === 0 ? (
        <Muted>Your GPA and DAT numbers could not be loaded right now, so your schools are not sorted.</Muted>
      ) : (
        <>
          {gpaBasis && <Muted>{gpaBasisSentence(gpaBasis)}</Muted>}
          <Bands>
            {groups.map(({ band, schools: banded }) => (
              <section key={band} aria-label={BAND_LABELS[band]}>
                <h3>
                  {BAND_LABELS[band]} ({banded.length})
                </h3>
                <PlainList $gap={4}>
                  {banded.map((school) => (
                    <li key={school.id}>
                      <SchoolName
                        id={`my-school-${school.id}`}
                        variant="ghost"
                        size="sm"
                        onClick={() => onOpenDetails(school.id)}
                      >
                        {school.name}
                      </SchoolName>
                      {fitNote(school) && <Why>{fitNote(school)}</Why>}
                      <AddToApplicationsButton
                        school={school}
                        notify={notify}
                        size="sm"
                        describedBy={`my-school-${school.id}`}
                      />
                    </li>
                  ))}
                </PlainList>
              </section>
            ))}
          </Bands>
        </>
      )}
      <h3>What I Still Need</h3>
      {withPrerequisites === 0 ? (
        <Muted>None of your favorite schools has prerequisites on file yet.</Muted>
      ) : needs.length === 0 ? (
        <Muted>
          Your finished courses meet every required prerequisite on file for {withPrerequisites} of your{' '}
          {schools.length} favorite schools.
        </Muted>
      ) : (
        <>
          <Muted>
            Required courses your finished, graded courses do not yet cover, by subject, at the {withPrerequisites}{' '}
            favorite schools with prerequisites on file.
          </Muted>
          <DataTable
            aria-label="What I still need"
            headers={['Subject', 'Most any school asks', 'Schools still asking']}
            rows={needs}
            rowKey={(need) => need.subject}
            cells={(need) => [
              need.subject,
              hours(need.mostHours),
              need.schools
                .map((school) => `${school.name}: ${school.requirements.join(', ')} (${hours(school.hours)})`)
                .join('; '),
            ]}
          />
        </>
      )}
    </SectionCard>
  );
}
