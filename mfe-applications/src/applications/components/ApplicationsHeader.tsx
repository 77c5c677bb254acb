import { PageHeader } from '@predental/design/Page';

/** The applications screen's heading: its subtitle is the largest text, drawn before the rest's code arrives (ApplicationsScreen). */
export function ApplicationsHeader() {
  return (
    <PageHeader
      title="Applications"
      subtitle="Every school you apply to this cycle: where each stands, its next deadline and what it costs."
    />
  );
}
