import { lazy } from 'react';

// The hours screens' dialogs: their code (Radix's dialog, the form library) is fetched when one
// first opens (WhenFirstOpened), not with the screen (issue 41: 26 KB of its 210).
export const EntryDialog = lazy(() => import('./EntryDialog').then(({ EntryDialog }) => ({ default: EntryDialog })));
export const GoalDialog = lazy(() => import('./GoalDialog').then(({ GoalDialog }) => ({ default: GoalDialog })));
export const DeleteConfirm = lazy(() =>
  import('@predental/area-runtime/EditDialog').then(({ DeleteConfirm }) => ({ default: DeleteConfirm })),
);
