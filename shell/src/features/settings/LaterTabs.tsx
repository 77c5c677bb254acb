import { PageSpinner } from '@predental/design/Spinner';
import { WithApollo } from '../../lib/data-client';
import { AccountTab } from './AccountTab';
import { DeleteAccount } from './DeleteAccount';
import { YourDataTab } from './YourDataTab';

/**
 * The tabs a student opens after the profile: fetched as one is opened, with their dialogs and
 * Apollo (whose cache a deletion or an import empties), none of which the profile needs.
 */
export function AccountPanel() {
  return (
    <WithApollo fallback={<PageSpinner />}>
      <AccountTab />
      <DeleteAccount />
    </WithApollo>
  );
}

export function YourDataPanel() {
  return (
    <WithApollo fallback={<PageSpinner />}>
      <YourDataTab />
    </WithApollo>
  );
}
