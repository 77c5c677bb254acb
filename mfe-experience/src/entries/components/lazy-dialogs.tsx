import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, type ComponentProps } from 'react';

// The hours screens' dialogs: their code (Radix's dialog, the form library) is fetched when one
// first opens (WhenFirstOpened), not with the screen (issue 41: 26 KB of its 210).
export const EntryDialog = lazy(() => import('./EntryDialog').then(({ EntryDialog }) => ({ default: EntryDialog })));
export const GoalDialog = lazy(() => import('./GoalDialog').then(({ GoalDialog }) => ({ default: GoalDialog })));
const LazyDeleteConfirm = lazy(() =>
  import('@predental/area-runtime/EditDialog').then(({ DeleteConfirm }) => ({ default: DeleteConfirm })),
);

/** The delete confirmation, its code fetched the first time a delete is asked. */
export function DeleteConfirm(props: ComponentProps<typeof LazyDeleteConfirm>) {
  return (
    <WhenFirstOpened open={props.editing.toDelete !== null}>
      <LazyDeleteConfirm {...props} />
    </WhenFirstOpened>
  );
}
