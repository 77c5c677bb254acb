import { PageHeader, Muted } from '@predental/design/Page';

/** The explorer's heading, drawn before the rest of the screen's code has arrived (ExplorerScreen). */
export function ExplorerHeader() {
  return (
    <PageHeader
      title="Dental School Explorer"
      subtitle="Compare dental schools by location, cost, admissions statistics and programs."
    />
  );
}

/** How the DAT figures read; the screen's largest text, so the same element before and after the rest loads. */
export function DatScaleNote() {
  return (
    <Muted>
      Note: DAT averages are shown on the scale they were published on (200-600, or 1-30 before 2025), and yours is
      compared only on the same scale. The year beside a figure is the entering class or academic year it describes; it
      links to its source.
    </Muted>
  );
}
