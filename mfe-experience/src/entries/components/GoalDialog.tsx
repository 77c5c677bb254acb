import { GOAL_MIN, GOAL_STEP } from '@predental/experience-contract/hours';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { firstIssue } from '@predental/contracts/api-error';
import { Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { useEffect, useState, type FormEvent } from 'react';
import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import type { LogKind } from '../../lib/entry-kind';

interface GoalDialogProps {
  /** What the goal is of: a kind, or one of the other types ('Research', 'research'). */
  kind: Pick<LogKind, 'name' | 'noun'>;
  open: boolean;
  goal: number | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (goal: number) => void;
  notify: AreaProps['notify'];
}

export function GoalDialog({ kind, open, goal, saving, onOpenChange, onSave, notify }: GoalDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Set ${kind.noun} Goal`}
      description={`How many ${kind.name} hours are you aiming for?`}
    >
      <GoalForm
        key={String(open)}
        goal={goal}
        saving={saving}
        onCancel={() => onOpenChange(false)}
        onSave={onSave}
        notify={notify}
      />
    </Dialog>
  );
}

const goalSchema = formSchema(() => import('@predental/experience-contract/goals').then((goals) => goals.goalSchema));

/**
 * SPEC §5: anything goalSchema refuses (not a number above 0, under 1, over the maximum, not in
 * half hours) is answered with the 'Invalid Goal' toast and the schema's message, not a field error;
 * a schema that could not load, with 'Error'.
 */
function GoalForm({
  goal,
  saving,
  onCancel,
  onSave,
  notify,
}: Omit<GoalDialogProps, 'kind' | 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [value, setValue] = useState(goal ? String(goal) : '');
  // The schema, and zod, load as the dialog opens: the hours pages show goals without them.
  useEffect(() => preload(goalSchema), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await goalSchema()).safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (parsed.success) onSave(parsed.data);
    else notify({ title: 'Invalid Goal', description: firstIssue(parsed.error), variant: 'destructive' });
  };

  return (
    <form noValidate onSubmit={submitting(submit, (error) => notify(errorToast(error)))}>
      <FormField label="Goal (hours)">
        {(props) => (
          <Input
            {...props}
            type="number"
            required
            min={GOAL_MIN}
            step={GOAL_STEP}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <FormDialogFooter saving={saving} submitLabel="Save Goal" onCancel={onCancel} />
    </form>
  );
}
