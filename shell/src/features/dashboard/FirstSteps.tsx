import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { FirstStepProps } from '@predental/area-runtime/area';
import { SLOTS } from '@predental/contracts/slots';
import { SectionCard } from '@predental/design/Card';
import { PlainList } from '@predental/design/Page';
import { toast } from '../../lib/toast';
import { Contribution, slotContributions, type SlotContribution, useRemoteScreens } from '../remote-area';
import { useCurrentUser } from '../session';

/** Done, not done, or null: the step could not tell (its data or its remote is unavailable). */
type Reported = Record<string, boolean | null>;

const keyOf = (step: SlotContribution) => `${step.remote}/${step.module}`;

/** Memoised: each step's report updates the list, which must not render every other step's remote code again. */
const Step = memo(function Step({
  step,
  report,
}: {
  step: SlotContribution;
  report: (key: string, done: boolean | null) => void;
}) {
  const user = useCurrentUser();
  const key = keyOf(step);
  const reportDone = useCallback((done: boolean | null) => report(key, done), [key, report]);
  const unavailable = useCallback(() => report(key, null), [key, report]);
  const props = useMemo<FirstStepProps>(() => ({ user, notify: toast, reportDone }), [user, reportDone]);
  return <Contribution remote={step.remote} module={step.module} props={props} onUnavailable={unavailable} />;
});

/**
 * Where a new student starts: each area contributes its steps to the slot (courses, hours, DAT,
 * schools, in their declared order), each ticked off from the student's own data. The list shows
 * once every step has said where it stands, while one is left; it goes once all are done.
 * `onSettled` says when that is known (the areas' declarations read, every step reported).
 */
export function FirstSteps({ onSettled }: { onSettled?: () => void }) {
  const { declared, settled: declarationsRead } = useRemoteScreens({ read: false });
  const steps = useMemo(() => slotContributions(declared, SLOTS.dashboardFirstSteps), [declared]);
  const [reported, setReported] = useState<Reported>({});
  // Transitions: the steps' reports arrive one by one and render together once React gets to them.
  const report = useCallback(
    (key: string, done: boolean | null) =>
      startTransition(() => setReported((known) => (known[key] === done ? known : { ...known, [key]: done }))),
    [],
  );
  const settled = steps.every((step) => keyOf(step) in reported);
  const left = steps.some((step) => reported[keyOf(step)] === false);
  const known = declarationsRead && settled;
  useEffect(() => {
    if (known) onSettled?.();
  }, [known, onSettled]);
  return (
    <SectionCard
      named
      hidden={!(settled && left)}
      title="First steps"
      description="Where to start. Each step ticks itself off once it is done."
    >
      <PlainList as="ol" $gap={10}>
        {steps.map((step) => (
          <li key={keyOf(step)} hidden={reported[keyOf(step)] === null}>
            <Step step={step} report={report} />
          </li>
        ))}
      </PlainList>
    </SectionCard>
  );
}
