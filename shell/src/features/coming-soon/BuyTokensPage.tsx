import { ComingSoon } from './ComingSoon';

export function BuyTokensPage() {
  return (
    <ComingSoon
      title="Tokens - Coming Soon"
      intro="We're building a pay-as-you-go token system so you only pay for the premium features you use."
      items={[
        'Token packages starting from $4.99',
        'Spend tokens on individual premium features',
        'Full transaction history of your purchases',
        'No subscription required',
      ]}
    />
  );
}
