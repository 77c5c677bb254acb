import type { LetterInput } from '@predental/applications-contract/letters';
import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { Empty, Sections } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import type { LetterFieldsFragment } from '../gql/graphql';
import { useLetterMutations, useLetters, useSchoolLetterChecks } from './api/letters';
import { LettersHeader } from './components/LettersHeader';
import { LetterTable } from './components/LetterTable';
import { MyLettersCard } from './components/MyLettersCard';
import { SchoolLetterTable } from './components/SchoolLetterTable';
import { statusLabel } from './letter-words';
import { lazy } from 'react';

// The dialogs' code (Radix's dialog, the form library) is fetched when one first opens, not with the page.
const LetterDialog = lazy(() =>
  import('./components/LetterDialog').then(({ LetterDialog }) => ({ default: LetterDialog })),
);
const DeleteConfirm = lazy(() =>
  import('@predental/area-runtime/EditDialog').then(({ DeleteConfirm }) => ({ default: DeleteConfirm })),
);

type Letter = LetterFieldsFragment;

/** What the delete confirmation says: a completed letter is already with AADSAS, so removing it here loses only the record. */
export function deleteDescription(letter: Letter | null): string {
  if (letter?.status === 'completed')
    return `The letter from ${letter.evaluatorName} is completed and on file with AADSAS. Deleting it here removes only your record of it; AADSAS keeps the letter.`;
  return `This will permanently delete the letter from ${letter?.evaluatorName ?? 'this evaluator'}.`;
}

/** /applications/letters: the letters of evaluation a student asks for, against the AADSAS limit. */
export default function LettersPage({ notify }: AreaProps) {
  const list = useLetters();
  const checks = useSchoolLetterChecks();
  const { saving, deleting, ...writes } = useLetterMutations();
  const edit = useEditing<Letter, LetterInput>({ what: 'Letter', ...writes, notify });
  const { letters } = list;

  const changeStatus = (letter: Letter, status: string) =>
    toastWrite(notify, () => writes.update(letter.id, { status }), {
      title: 'Letter updated',
      description: `${letter.evaluatorName}: ${statusLabel(status)}`,
    });

  return (
    <>
      <LettersHeader action={<Button onClick={() => edit.openAdd()}>Add Letter</Button>} />
      <Sections>
        <MyLettersCard letters={list.data ? letters : undefined}>
          <QueryState
            what="letters"
            query={list}
            empty={
              letters.length === 0 && (
                <Empty title="No letters yet">Add the evaluators you plan to ask, then record each step.</Empty>
              )
            }
          >
            <LetterTable
              letters={letters}
              actions={{
                onEdit: edit.openEdit,
                onDelete: edit.askDelete,
                onStatus: (letter, status) => void changeStatus(letter, status),
              }}
            />
          </QueryState>
        </MyLettersCard>
        {/* Once the letters have come (or failed): their table, of any length, then pushes nothing down. */}
        {(list.data || list.error) && (
          <SectionCard
            title="My schools' letter requirements"
            description="Whether your completed letters meet what each school you apply to asks for."
          >
            <QueryState
              what="schools' letter requirements"
              query={checks}
              empty={
                checks.applications.length === 0 && (
                  <Empty title="No schools yet">Add the schools you apply to on the Applications screen.</Empty>
                )
              }
            >
              <SchoolLetterTable applications={checks.applications} />
            </QueryState>
          </SectionCard>
        )}
      </Sections>
      <WhenFirstOpened open={edit.isOpen}>
        <LetterDialog editing={edit} saving={saving} />
      </WhenFirstOpened>
      <WhenFirstOpened open={edit.toDelete !== null}>
        <DeleteConfirm editing={edit} pending={deleting} description={deleteDescription(edit.toDelete)} />
      </WhenFirstOpened>
    </>
  );
}
