import { Badge } from '@predental/design/Badge';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardTitle } from '@predental/design/Card';
import { Inline } from '@predental/design/Page';
import { Tooltip } from '@predental/design/Tooltip';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { experienceFields, type Experience } from '../experience-fields';
import { CopyButton } from './CopyButton';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 20px 0;
`;

/** Two columns of fields on a wide screen, one on a phone. */
const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 10px 32px;
  margin: 0;
`;

/** Term, value and Copy on one line where they fit; on a phone the value and its button go under the term. */
const Field = styled.div<{ $wide: boolean }>`
  ${({ $wide }) => $wide && 'grid-column: 1 / -1;'}
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  dt {
    flex: 0 0 9rem;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    display: flex;
    flex: 1 1 14rem;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    min-width: 0;
    margin: 0;
  }
`;

/** A description keeps the student's line breaks; a long address breaks anywhere rather than widen the card. */
const Value = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface ExperienceActions {
  onEdit: (experience: Experience) => void;
  onHighlight: (experience: Experience) => void;
}

/** One AADSAS entry: each field with its Copy button, what the student may change, and its logs. */
export function ExperienceCard({
  experience,
  actions,
  logs,
}: {
  experience: Experience;
  actions: ExperienceActions;
  /** Its logs, each of which may move to another entry. */
  logs: ReactNode;
}) {
  const titleId = useId();
  const { organization, highlighted, ongoing } = experience;
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <div>
          <CardTitle as="h3" id={titleId}>
            {organization}
          </CardTitle>
          {(highlighted || ongoing) && (
            <Inline $gap={6}>
              {highlighted && <Badge>Highlighted</Badge>}
              {ongoing && <Badge variant="secondary">Ongoing</Badge>}
            </Inline>
          )}
        </div>
        <Inline>
          <Tooltip label={`Highlight ${organization}`}>
            <Button
              variant={highlighted ? 'default' : 'outline'}
              size="sm"
              aria-pressed={highlighted}
              onClick={() => actions.onHighlight(experience)}
            >
              Highlight
            </Button>
          </Tooltip>
          <Tooltip label={`Edit ${organization}`}>
            <Button variant="outline" size="sm" onClick={() => actions.onEdit(experience)}>
              Edit
            </Button>
          </Tooltip>
        </Inline>
      </Header>
      <CardContent>
        <Fields>
          {experienceFields(experience).map(({ label, value, wide = false }) => (
            <Field key={label} $wide={wide}>
              <dt>{label}</dt>
              <dd>
                {value ? <Value>{value}</Value> : <Missing>Not added</Missing>}
                {value && <CopyButton field={label} value={value} />}
              </dd>
            </Field>
          ))}
        </Fields>
        {logs}
      </CardContent>
    </Card>
  );
}
