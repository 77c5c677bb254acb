import { PageHeader } from '@predental/design/Page';

/** The cycle page's heading; its subtitle is the page's largest text, drawn before the rest's code arrives. */
export function CycleHeader() {
  return (
    <PageHeader
      title="Application Cycle"
      subtitle="The dates, response windows and AADSAS fees every student's applications follow, each with its source."
    />
  );
}
