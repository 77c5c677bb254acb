import { ConfirmDialog, Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { EditingState } from './use-editing';

/** What an area's form gets from EditDialog: the item (none when adding), where its input goes, the footer to end with. */
export interface EditFormProps<T, I> {
  item?: T;
  onSave: (input: I) => void;
  /** Where a failure of the form itself goes (its checks could not load): the 'Error' toast. */
  onFail: (error: Error) => void;
  footer: ReactNode;
}

interface EditDialogProps<T extends { id: string }, I> {
  editing: EditingState<T, I>;
  saving: boolean;
  title: string;
  /** The submit button when adding; an edit saves with 'Save Changes'. */
  addLabel: string;
  /** False: an edit has Cancel, not Delete (the screen deletes elsewhere). */
  deletable?: boolean;
  /** The area's form, given its item, where its input goes and the footer it ends with. */
  children: (form: EditFormProps<T, I>) => ReactNode;
}

/** The add/edit dialog of a list screen (useEditing's); the form starts again from the item whenever another one opens. */
export function EditDialog<T extends { id: string }, I>({
  editing,
  saving,
  title,
  addLabel,
  deletable = true,
  children,
}: EditDialogProps<T, I>) {
  const { item } = editing;
  const footer = (
    <FormDialogFooter
      saving={saving}
      submitLabel={item ? 'Save Changes' : addLabel}
      onCancel={editing.close}
      onDelete={item && deletable ? () => editing.askDelete(item) : undefined}
    />
  );
  return (
    <Dialog open={editing.isOpen} onOpenChange={(open) => !open && editing.close()} title={title}>
      <Fragment key={item?.id ?? 'new'}>
        {children({ item, onSave: editing.save, onFail: editing.fail, footer })}
      </Fragment>
    </Dialog>
  );
}

/**
 * The dialog of a list screen whose form needs nothing but its item: its titles, its submit label
 * when adding, and the form (a course, a DAT score).
 */
export function editDialog<T extends { id: string }, I>(dialog: {
  titles: { add: string; edit: string };
  addLabel: string;
  Form: ComponentType<EditFormProps<T, I>>;
}) {
  const { titles, addLabel, Form } = dialog;
  return function ListEditDialog({ editing, saving }: { editing: EditingState<T, I>; saving: boolean }) {
    const title = editing.item ? titles.edit : titles.add;
    return (
      <EditDialog editing={editing} saving={saving} title={title} addLabel={addLabel}>
        {(form) => <Form {...form} />}
      </EditDialog>
    );
  };
}

/** Asks before the delete an editing state is about to make: focus starts on Cancel; the overlay does not close it. */
export function DeleteConfirm({
  editing,
  description,
  pending,
}: {
  editing: Pick<EditingState<unknown, unknown>, 'toDelete' | 'cancelDelete' | 'confirmDelete'>;
  description: string;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      open={editing.toDelete !== null}
      onCancel={editing.cancelDelete}
      onConfirm={editing.confirmDelete}
      title="Are you sure?"
      description={description}
      confirmLabel="Delete"
      pending={pending}
    />
  );
}
