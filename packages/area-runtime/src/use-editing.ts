import { useState } from 'react';
import { errorToast, type AreaProps } from './area';

export interface EditingOptions<I> {
  /** 'Course', 'DAT score', 'Shadowing experience': the toasts read '<what> added successfully' (SPEC §8). */
  what: string;
  add: (input: I) => Promise<unknown>;
  update: (id: string, input: I) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  notify: AreaProps['notify'];
}

type Dialog<T> = { open: false } | { open: true; item?: T };

/** A list screen's add/edit state, as useEditing gives it (EditDialog and DeleteConfirm take it). */
export interface EditingState<T, I> {
  isOpen: boolean;
  /** The item being edited; undefined in add mode. */
  item?: T;
  openAdd: () => void;
  openEdit: (item: T) => void;
  close: () => void;
  /** Adds or updates; a success closes the dialog with its toast, a failure keeps it open. */
  save: (input: I) => void;
  /** A failure of the form itself (its checks could not load): the 'Error' toast, the dialog stays open. */
  fail: (error: Error) => void;
  /** The item the delete confirmation asks about, or null when it is closed. */
  toDelete: T | null;
  askDelete: (item: T) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
}

/**
 * A list screen's add/edit dialog and delete confirmation (SPEC §4): after a successful write
 * the dialog closes with its success toast; a failure keeps it open with the 'Error' toast.
 */
export function useEditing<T extends { id: string }, I>({
  what,
  add,
  update,
  remove,
  notify,
}: EditingOptions<I>): EditingState<T, I> {
  const [dialog, setDialog] = useState<Dialog<T>>({ open: false });
  const [toDelete, setToDelete] = useState<T | null>(null);

  const attempt = async (write: () => Promise<unknown>, done: string, after: () => void) => {
    try {
      await write();
      notify({ title: `${what} ${done} successfully` });
      after();
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const item = dialog.open ? dialog.item : undefined;
  return {
    isOpen: dialog.open,
    item,
    openAdd: () => setDialog({ open: true }),
    openEdit: (target: T) => setDialog({ open: true, item: target }),
    close: () => setDialog({ open: false }),
    // attempt never rejects: a failure is its 'Error' toast.
    save: (input: I) =>
      void (item
        ? attempt(
            () => update(item.id, input),
            'updated',
            () => setDialog({ open: false }),
          )
        : attempt(
            () => add(input),
            'added',
            () => setDialog({ open: false }),
          )),
    fail: (error: Error) => notify(errorToast(error)),
    toDelete,
    // From a row or from the edit dialog, which closes.
    askDelete: (target: T) => {
      setDialog({ open: false });
      setToDelete(target);
    },
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => {
      if (toDelete)
        void attempt(
          () => remove(toDelete.id),
          'deleted',
          () => setToDelete(null),
        );
    },
  };
}
