import type { AreaProps } from '@predental/area-runtime/area';
import { memo } from 'react';
import { BudgetCard } from '../budget';
import { CalendarCard } from '../calendar';
import { CycleCard } from '../cycle-settings';

/**
 * Under the applications on their screen: the cycle's dates, what it costs, and the calendar. Drawn
 * again only for their own answers, not for each of the applications' and the directory's.
 */
export const MyCycleCards = memo(function MyCycleCards({ notify }: Pick<AreaProps, 'notify'>) {
  return (
    <>
      <CycleCard />
      <BudgetCard notify={notify} />
      <CalendarCard notify={notify} />
    </>
  );
});
