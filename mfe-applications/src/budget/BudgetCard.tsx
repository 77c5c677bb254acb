import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { FeeAssistance } from '@predental/applications-contract/application';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import { useApplicationCycle } from '../cycle-settings';
import type { CycleSettingsFieldsFragment } from '../gql/graphql';
import { useBudget, useFeeAssistanceUpdate } from './api/budget';
import { budgetLines } from './budget-lines';
import { FeeAssistanceForm } from './components/FeeAssistanceForm';

/** How a line is counted, under its name: three columns fit a phone. */
const Basis = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Parts = styled.div`
  display: grid;
  gap: 20px;
`;

/** The fees are an admin's figures from a source: say which, and for which year. */
function FeeSource({ cycle }: { cycle: CycleSettingsFieldsFragment }) {
  return (
    <Muted>
      AADSAS fee year: {cycle.aadsasFeeYear ?? 'not given by the source'}.
      {cycle.aadsasFeeSourceUrl && (
        <>
          {' '}
          <a href={cycle.aadsasFeeSourceUrl} target="_blank" rel="noreferrer">
            AADSAS fee source
          </a>
        </>
      )}
    </Muted>
  );
}

/** The cost of the cycle: AADSAS, supplemental fees, deposits and the total, planned and spent; and the Fee Assistance Program. */
export function BudgetCard({ notify }: Pick<AreaProps, 'notify'>) {
  const budget = useBudget();
  const cycle = useApplicationCycle();
  const { save, saving } = useFeeAssistanceUpdate();
  const amounts = budget.data?.applicationBudget;
  const settings = cycle.data?.applicationCycle;

  const saveAssistance = (assistance: FeeAssistance) =>
    toastWrite(notify, () => save(assistance), { title: 'Fee Assistance saved' });

  return (
    <SectionCard
      named
      title="Budget"
      description="Spent: what you have paid. Planned: that, plus what your open applications will cost."
      aria-busy={(budget.loading && !budget.data) || (cycle.loading && !cycle.data)}
    >
      <QueryState what="the budget" query={budget}>
        <QueryState what="the cycle's fees" query={cycle}>
          {amounts && settings && (
            <Parts>
              <DataTable
                aria-label="Budget"
                headers={['Item', 'Planned', 'Spent']}
                rows={budgetLines(amounts, settings, amounts.feeAssistance)}
                cells={(line) => [
                  <>
                    {line.item}
                    {line.basis && <Basis>{line.basis}</Basis>}
                  </>,
                  line.planned,
                  line.spent,
                ]}
              />
              <FeeSource cycle={settings} />
              <FeeAssistanceForm
                key={JSON.stringify(amounts.feeAssistance)}
                assistance={amounts.feeAssistance}
                saving={saving}
                onSave={(assistance) => void saveAssistance(assistance)}
              />
            </Parts>
          )}
        </QueryState>
      </QueryState>
    </SectionCard>
  );
}
