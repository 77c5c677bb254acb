import type { EditingState } from '../src/use-editing';

/** An open add/edit dialog's state (adding, or editing the item given) whose every action is a jest mock. */
export function openEditing<T, I>(item?: T): EditingState<T, I> {
  return {
    isOpen: true,
    item,
    openAdd: jest.fn(),
    openEdit: jest.fn(),
    close: jest.fn(),
    save: jest.fn(),
    fail: jest.fn(),
    toDelete: null,
    askDelete: jest.fn(),
    cancelDelete: jest.fn(),
    confirmDelete: jest.fn(),
  };
}

/** What the dialog's form saved first (react-hook-form also passes the submit event). */
export const savedInput = <T, I>(editing: EditingState<T, I>): I | undefined =>
  jest.mocked(editing.save).mock.calls[0]?.[0];
