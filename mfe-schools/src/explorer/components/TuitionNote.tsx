import { Button } from '@predental/design/Button';
import { Muted } from '@predental/design/Page';

const WHAT = 'no tuition on file or only tuition figures older than three cycles';

/**
 * Beside SPEC's count line: how many of the schools shown the max tuition filter cannot judge
 * (SPEC counts no tuition as $0), with one click to hide them and one to show them again.
 */
export function TuitionNote({
  count,
  hidden,
  onHiddenChange,
}: {
  count: number;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}) {
  if (hidden)
    return (
      <>
        <Muted>
          Hiding {count} {count === 1 ? 'school' : 'schools'} with {WHAT}.
        </Muted>
        <Button variant="outline" size="sm" onClick={() => onHiddenChange(false)}>
          Show them
        </Button>
      </>
    );
  if (count === 0) return null;
  return (
    <>
      <Muted>
        {count} of them {count === 1 ? 'has' : 'have'} {WHAT} (the max tuition filter counts no tuition as $0).
      </Muted>
      <Button variant="outline" size="sm" onClick={() => onHiddenChange(true)}>
        Hide them
      </Button>
    </>
  );
}
