import { compareText } from '@predental/design/text';
import type { ApplicationDetailsFragment } from '../gql/graphql';
import { nextDeadline } from './next-deadline';
import { stageOrder } from './stages';

export type SortColumn = 'school' | 'stage' | 'deadline';
export interface Sort {
  column: SortColumn;
  descending: boolean;
}

/** Sorting by a column: by school name within a tie; applications without a deadline after those with one. */
export function sortApplications(
  applications: readonly ApplicationDetailsFragment[],
  { column, descending }: Sort,
  today: string,
): ApplicationDetailsFragment[] {
  const key = (application: ApplicationDetailsFragment): number | string => {
    if (column === 'stage') return stageOrder(application.stage);
    if (column === 'deadline') return nextDeadline(application, today)?.date ?? '\uffff';
    return application.schoolName.toLowerCase();
  };
  const sign = descending ? -1 : 1;
  return [...applications].sort((a, b) => {
    const [first, second] = [key(a), key(b)];
    const order = first < second ? -1 : first > second ? 1 : 0;
    return sign * order || compareText(a.schoolName, b.schoolName);
  });
}
