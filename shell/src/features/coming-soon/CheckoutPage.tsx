import { ComingSoon } from './ComingSoon';

export function CheckoutPage() {
  return (
    <ComingSoon
      title="Premium Features - Coming Soon"
      intro="We're working on premium tools to make your dental school application even stronger. Here's what's on the way:"
      items={['Advanced school search and filtering', 'School comparison tools', 'Priority support']}
    />
  );
}
