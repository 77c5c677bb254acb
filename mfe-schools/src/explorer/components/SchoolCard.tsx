import type { DentalSchool } from '@predental/contracts/dental-school';
import { shownTuition } from '@predental/contracts/school-filters';
import { Badge } from '@predental/design/Badge';
import { Button, buttonStyles, type ButtonStyleProps } from '@predental/design/Button';
import { Card, CardContent, CardFooter, CardHeader } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FavoriteButton } from './FavoriteButton';
import { dollars, statistic } from './format';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
`;

const Name = styled.h3`
  font-size: 17px;
  font-weight: 600;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt { color: ${({ theme }) => theme.colors.mutedForeground}; }
  dd { margin: 0; font-weight: 500; text-align: right; }
`;

const Notes = styled.p`
  margin-top: 8px;
  font-size: 14px;
  white-space: pre-line;
`;

const WebsiteLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Footer = styled(CardFooter)`
  justify-content: space-between;
`;

const perYear = (amount: number) => `${dollars(amount)}/year`;

export function SchoolCard({ school, onToggleFavorite }: { school: DentalSchool; onToggleFavorite: () => void }) {
  const [notesOpen, setNotesOpen] = useState(false);
  const id = useId();
  const notesId = `${id}-notes`;
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <Top>
          <div>
            <Name id={id}>{school.name}</Name>
            <Muted>
              {school.city}, {school.state}
            </Muted>
          </div>
          <FavoriteButton name={school.name} isFavorite={school.isFavorite} onToggle={onToggleFavorite} />
        </Top>
        <Badges>
          <Badge variant={school.isPublic ? 'secondary' : 'outline'}>{school.isPublic ? 'Public' : 'Private'}</Badge>
          {school.hasAcceleratedProgram && <Badge>Accelerated</Badge>}
        </Badges>
      </CardHeader>
      <CardContent>
        <Facts>
          <dt>Tuition</dt>
          <dd>{perYear(shownTuition(school))}</dd>
          {school.isPublic && school.inStateTuition !== null && (
            <>
              <dt>In-State Tuition</dt>
              <dd>{perYear(school.inStateTuition)}</dd>
            </>
          )}
          <dt>Program Length</dt>
          <dd>{school.programLength} years</dd>
          <dt>Science GPA</dt>
          <dd>{statistic(school.scienceGpaAvg, (gpa) => gpa.toFixed(2))}</dd>
          <dt>Overall GPA</dt>
          <dd>{statistic(school.overallGpaAvg, (gpa) => gpa.toFixed(2))}</dd>
          <dt>DAT Average</dt>
          <dd>{statistic(school.datAvg, String)}</dd>
          <dt>Acceptance Rate</dt>
          <dd>{statistic(school.acceptanceRate, (rate) => `${rate}%`)}</dd>
        </Facts>
        {school.notes && (
          <>
            <Button variant="ghost" size="sm" aria-expanded={notesOpen} aria-controls={notesId} onClick={() => setNotesOpen(!notesOpen)}>
              Additional Notes <span aria-hidden="true">{notesOpen ? '▲' : '▼'}</span>
            </Button>
            <Notes id={notesId} hidden={!notesOpen}>
              {school.notes}
            </Notes>
          </>
        )}
      </CardContent>
      <Footer>
        {school.websiteUrl ? (
          <WebsiteLink $variant="outline" $size="sm" href={school.websiteUrl} target="_blank" rel="noopener noreferrer">
            Visit Website
          </WebsiteLink>
        ) : (
          <Muted>No website available</Muted>
        )}
      </Footer>
    </Card>
  );
}
