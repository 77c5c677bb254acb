import type { AreaProps } from '@predental/area-runtime/area';
import { QueryState } from '@predental/design/QueryState';
import { useApplicationCycle } from '../../cycle-settings';
import { useStatement } from '../api/statements';
import { StatementEditor } from './StatementEditor';

/** The statement open in the editor, once it and the cycle's limit have come. */
export function OpenStatement({ id, notify }: { id: string } & Pick<AreaProps, 'notify'>) {
  const query = useStatement(id);
  const cycle = useApplicationCycle();
  const settings = cycle.data?.applicationCycle;
  return (
    <QueryState what="the statement" query={query}>
      <QueryState what="the cycle's limit" query={cycle}>
        {query.statement && settings && (
          <StatementEditor statement={query.statement} cycle={settings} notify={notify} />
        )}
      </QueryState>
    </QueryState>
  );
}
