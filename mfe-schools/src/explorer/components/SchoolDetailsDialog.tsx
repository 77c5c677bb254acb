import { Dialog } from '@predental/design/Dialog';
import { Muted } from '@predental/design/Page';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { Facts } from './Facts';
import { gpa, perYear, statistic, yesNo } from './format';
import { MyNumbersList } from './MyNumbersList';

const DetailFacts = styled(Facts)`
  dd { overflow-wrap: anywhere; white-space: pre-line; }
`;

const Part = styled.div`
  margin-top: 20px;
  h3 { margin-bottom: 8px; font-size: 15px; font-weight: 600; }
`;


/** Everything the directory holds about one school, with the student's numbers beside its averages. */
export function SchoolDetailsDialog({ school, onClose }: { school: ExplorerSchool; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={school.name} description={`${school.city}, ${school.state}`}>
      <DetailFacts>
        <dt>School Type</dt>
        <dd>{school.isPublic ? 'Public' : 'Private'}</dd>
        <dt>Accelerated Program</dt>
        <dd>{yesNo(school.hasAcceleratedProgram)}</dd>
        <dt>Tuition</dt>
        <dd>{statistic(school.tuition, perYear)}</dd>
        <dt>Non-Resident Tuition</dt>
        <dd>{statistic(school.tuitionNonResident, perYear)}</dd>
        <dt>In-State Tuition</dt>
        <dd>{statistic(school.inStateTuition, perYear)}</dd>
        <dt>Program Length</dt>
        <dd>{school.programLength} years</dd>
        <dt>Science GPA Average</dt>
        <dd>{statistic(school.scienceGpaAvg, gpa)}</dd>
        <dt>Overall GPA Average</dt>
        <dd>{statistic(school.overallGpaAvg, gpa)}</dd>
        <dt>DAT Average</dt>
        <dd>{statistic(school.datAvg, String)}</dd>
        <dt>Acceptance Rate</dt>
        <dd>{statistic(school.acceptanceRate, (rate) => `${rate}%`)}</dd>
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
        {school.myNumbers ? <MyNumbersList myNumbers={school.myNumbers} /> : <Muted>Your numbers are not available right now.</Muted>}
      </Part>
    </Dialog>
  );
}
