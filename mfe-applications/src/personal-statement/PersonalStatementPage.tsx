import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { charactersOver } from '@predental/applications-contract/statement-counts';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { formatAmount } from '@predental/design/numbers';
import { Empty, Muted, Sections } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStatements, useStatementWrites } from './api/statements';
import { NewStatementForm } from './components/NewStatementForm';
import { PersonalStatementHeader } from './components/PersonalStatementHeader';

// The editor's code (counts, versions, their comparison, the writing assistant) is fetched when a
// statement is opened, not with the list.
const OpenStatement = lazy(() =>
  import('./components/OpenStatement').then(({ OpenStatement }) => ({ default: OpenStatement })),
);

/** /applications/personal-statement: the student's drafts, and the one open (`?statement=<id>`, so a reload keeps it). */
export default function PersonalStatementPage({ notify }: AreaProps) {
  const list = useStatements();
  const writes = useStatementWrites();
  const [params, setParams] = useSearchParams();
  const openId = params.get('statement');
  const open = (id: string) => setParams({ statement: id });

  const add = (title: string) =>
    toastWrite(
      notify,
      async () => {
        const added = await writes.add(title);
        if (added) open(added.id);
      },
      { title: 'Statement added' },
    );

  return (
    <>
      <PersonalStatementHeader />
      <Sections>
        <SectionCard named title="My statements">
          <NewStatementForm adding={writes.adding} onAdd={add} />
          <QueryState
            what="statements"
            query={list}
            empty={
              list.statements.length === 0 && <Empty title="No statement yet">Give your first draft a title.</Empty>
            }
          >
            <DataTable
              aria-label="My statements"
              headers={['Title', 'Draft', 'Final version', 'Open']}
              rows={list.statements}
              rowKey={(statement) => statement.id}
              cells={(statement) => [
                statement.title,
                statement.draftOverBy > 0
                  ? charactersOver(statement.draftOverBy)
                  : `${formatAmount(statement.draftCharacters)} characters`,
                statement.finalVersion ? `${formatAmount(statement.finalVersion.characters)} characters` : 'None yet',
                <Button
                  key="open"
                  size="sm"
                  variant="outline"
                  aria-label={`Open ${statement.title}`}
                  onClick={() => open(statement.id)}
                >
                  Open
                </Button>,
              ]}
            />
          </QueryState>
        </SectionCard>
        {openId && (
          <Suspense fallback={<Muted role="status">Loading the statement...</Muted>}>
            <OpenStatement key={openId} id={openId} notify={notify} />
          </Suspense>
        )}
      </Sections>
    </>
  );
}
