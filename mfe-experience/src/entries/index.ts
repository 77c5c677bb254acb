// What the other experience features use of the entries screens (the entry model itself is ../lib).
export { EntriesPage } from './EntriesPage';
export { useEntries } from './api/entries';
export { EntryTable } from './components/EntryTable';
export { RecentList } from './components/RecentList';
export { oldestFirst } from './csv/entries-csv';
export { useEntryMutations } from './api/entries';
// Loaded when one first opens: draw the entry and goal dialogs inside WhenFirstOpened (the delete confirmation is).
export { DeleteConfirm, EntryDialog, GoalDialog } from './components/lazy-dialogs';
