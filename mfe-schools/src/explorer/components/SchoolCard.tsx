import { admissionFact, datFact, figureFact, otherScaleDat, tuitionFact, type Fact } from '../school-figures';
import { isReported } from '../school-filters';
import { SchoolKindBadges } from '@predental/design/Badge';
import { Button, buttonStyles, type ButtonStyleProps } from '@predental/design/Button';
import { Card, CardContent, CardFooter, CardHeader } from '@predental/design/Card';
import { Checkbox } from '@predental/design/Checkbox';
import { Inline, Muted } from '@predental/design/Page';
import { memo, useId, useState } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { FactRows } from './FactValue';
import { Facts } from './Facts';
import { FavoriteButton } from './FavoriteButton';
import { gpa, perYear } from './format';
import { MyNumbersList } from './MyNumbersList';

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

const CardFacts = styled(Facts)`
  dd {
    text-align: right;
  }
`;

const MyNumbersPart = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PartTitle = styled.h4`
  margin-bottom: 8px;
  font-size: 14px;
  font-weight: 600;
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
  flex-wrap: wrap;
  justify-content: space-between;
`;

/** SPEC §5's card facts, each figure with its year and source. */
function cardFacts(school: ExplorerSchool): Fact[] {
  return [
    tuitionFact(school, 'Tuition', perYear),
    ...(school.isPublic && isReported(school.inStateTuition)
      ? [figureFact(school, 'In-State Tuition', 'inStateTuition', school.inStateTuition, perYear)]
      : []),
    { label: 'Program Length', text: `${school.programLength} years` },
    figureFact(school, 'Science GPA', 'scienceGpaAvg', school.scienceGpaAvg, gpa),
    figureFact(school, 'Overall GPA', 'overallGpaAvg', school.overallGpaAvg, gpa),
    datFact(school, 'DAT Average'),
    admissionFact(school),
  ];
}

export interface SchoolCardProps {
  school: ExplorerSchool;
  compared: boolean;
  /** Four other schools are already compared. */
  compareFull: boolean;
  /** The element explaining why comparing is refused. */
  compareLimitId: string;
  onToggleFavorite: (school: ExplorerSchool) => void;
  onToggleCompare: (id: string) => void;
  onOpenDetails: (id: string) => void;
}

/** One school in the explorer. Memoized: a keystroke in the search re-renders only the list. */
export const SchoolCard = memo(function SchoolCard({
  school,
  compared,
  compareFull,
  compareLimitId,
  onToggleFavorite,
  onToggleCompare,
  onOpenDetails,
}: SchoolCardProps) {
  // Cards are reused for other schools as the search changes (SchoolList): the notes stay open only for the school they were opened on.
  const [notesOpenFor, setNotesOpenFor] = useState<string | null>(null);
  const notesOpen = notesOpenFor === school.id;
  const id = useId();
  const notesId = `${id}-notes`;
  const compareRefused = compareFull && !compared;
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
          <FavoriteButton name={school.name} isFavorite={school.isFavorite} onToggle={() => onToggleFavorite(school)} />
        </Top>
        <SchoolKindBadges isPublic={school.isPublic} hasAcceleratedProgram={school.hasAcceleratedProgram} />
      </CardHeader>
      <CardContent>
        <CardFacts>
          <FactRows facts={cardFacts(school)} />
        </CardFacts>
        {school.myNumbers && (
          <MyNumbersPart>
            <PartTitle>My Numbers</PartTitle>
            <MyNumbersList myNumbers={school.myNumbers} otherScaleDat={otherScaleDat(school)} />
          </MyNumbersPart>
        )}
        {school.notes && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={notesOpen}
              aria-controls={notesId}
              onClick={() => setNotesOpenFor(notesOpen ? null : school.id)}
            >
              Additional Notes <span aria-hidden="true">{notesOpen ? '▲' : '▼'}</span>
            </Button>
            <Notes id={notesId} hidden={!notesOpen}>
              {school.notes}
            </Notes>
          </>
        )}
      </CardContent>
      <Footer>
        <Inline $gap={12}>
          <Button
            variant="outline"
            size="sm"
            aria-label={`View details of ${school.name}`}
            onClick={() => onOpenDetails(school.id)}
          >
            View Details
          </Button>
          <Checkbox
            label="Compare"
            aria-label={`Compare ${school.name}`}
            checked={compared}
            disabled={compareRefused}
            aria-describedby={compareRefused ? compareLimitId : undefined}
            onCheckedChange={() => onToggleCompare(school.id)}
          />
        </Inline>
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
});
