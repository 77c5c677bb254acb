import { PageHeader } from '@predental/design/Page';

/** The personal statement screen's heading: its subtitle is the largest text, drawn before the rest's code arrives. */
export function PersonalStatementHeader() {
  return (
    <PageHeader
      title="Personal Statement"
      subtitle="Your AADSAS personal statement: drafts, saved versions, live counts and a writing assistant."
    />
  );
}
