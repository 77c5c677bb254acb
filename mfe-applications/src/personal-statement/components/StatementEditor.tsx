import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { statementCounts } from '@predental/applications-contract/statement-counts';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { Label, Textarea } from '@predental/design/Input';
import { Inline, Muted } from '@predental/design/Page';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { CycleSettingsFieldsFragment, PersonalStatementDetailsFragment } from '../../gql/graphql';
import { useStatementWrites } from '../api/statements';
import { useAutosave, type SaveStatus } from '../use-autosave';
import { StatementCounts } from './StatementCounts';
import { VersionComparison } from './VersionComparison';
import { VersionHistory } from './VersionHistory';
import { WritingAssistant } from './WritingAssistant';

const Prompt = styled.blockquote`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Editor = styled(Textarea)`
  width: 100%;
  min-height: 320px;
  line-height: 1.6;
  resize: vertical;
`;

const Parts = styled.div`
  display: grid;
  gap: 20px;
`;

const STATUS: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Not saved yet',
  saving: 'Saving…',
  offline: 'Not saved: kept in this browser until the server can be reached',
};

interface StatementEditorProps extends Pick<AreaProps, 'notify'> {
  statement: PersonalStatementDetailsFragment;
  cycle: CycleSettingsFieldsFragment;
}

/** The editor with the prompt above it, its live counts and assistant, autosave, versions and their comparison. */
export function StatementEditor({ statement, cycle, notify }: StatementEditorProps) {
  const writes = useStatementWrites();
  const { text, edit, status, confirmed } = useAutosave(statement.id, statement.draft, (draft) =>
    writes.autosave(statement.id, draft),
  );
  const counts = useMemo(() => statementCounts(text, cycle.statementLimit), [text, cycle.statementLimit]);

  const saveVersion = () =>
    toastWrite(
      notify,
      async () => {
        const saved = text;
        await writes.addVersion(statement.id, saved);
        confirmed(saved); // the server's draft is the version's text now
      },
      { title: 'Version saved' },
    );

  return (
    <Parts>
      <SectionCard named title={statement.title}>
        <Prompt>
          {cycle.statementPrompt}
          {cycle.statementPromptSourceUrl && (
            <Muted>
              <a href={cycle.statementPromptSourceUrl} target="_blank" rel="noreferrer">
                Prompt source
              </a>
            </Muted>
          )}
        </Prompt>
        <Label htmlFor="statement-text">Your statement</Label>
        <Editor id="statement-text" value={text} onChange={(event) => edit(event.target.value)} />
        <StatementCounts counts={counts} limit={cycle.statementLimit} />
        <Inline $gap={12}>
          <Button loading={writes.savingVersion} onClick={() => void saveVersion()}>
            Save version
          </Button>
          <span role="status" aria-live="polite">
            {STATUS[status]}
          </span>
        </Inline>
      </SectionCard>
      <SectionCard
        named
        title="Writing assistant"
        description="Computed in your browser: your text is not sent anywhere for it."
      >
        <WritingAssistant text={text} />
      </SectionCard>
      <SectionCard
        named
        title="Version history"
        description="Each saved version stays as it was saved. Mark the one you submit as final."
      >
        {statement.versions.length === 0 ? (
          <Muted>No version saved yet: Save version keeps the text as it is now.</Muted>
        ) : (
          <VersionHistory
            versions={statement.versions}
            marking={writes.marking}
            onMarkFinal={(versionId) =>
              void toastWrite(notify, () => writes.markFinal(statement.id, versionId), {
                title: 'Final version marked',
              })
            }
          />
        )}
      </SectionCard>
      {statement.versions.length >= 2 && (
        <SectionCard named title="Compare versions">
          <VersionComparison key={statement.versions.length} versions={statement.versions} />
        </SectionCard>
      )}
    </Parts>
  );
}
