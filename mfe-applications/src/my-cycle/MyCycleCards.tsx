import type { AreaProps } from '@predental/area-runtime/area';
import { BudgetCard } from '../budget';
import { CalendarCard } from '../calendar';
import { CycleCard } from '../cycle-settings';

/** Under the applications on their screen: the cycle's dates, what it costs, and the calendar. */
export function MyCycleCards({ notify }: Pick<AreaProps, 'notify'>) {
  return (
    <>
      <CycleCard />
      <BudgetCard notify={notify} />
      <CalendarCard notify={notify} />
    </>
  );
}
