import type { ReactNode } from 'react';
import { Card, CardContent } from '@predental/design/Card';
import { PageHeader, Muted, Sections } from '@predental/design/Page';

/** The explorer's heading, drawn before the rest of the screen's code has arrived (ExplorerScreen). */
export function ExplorerHeader() {
  return (
    <PageHeader
      title="Dental School Explorer"
      subtitle="Compare dental schools by location, cost, admissions statistics and programs."
    />
  );
}

/**
 * The card of the search and filters, under how the DAT figures read: the note is the screen's
 * largest text, so it is laid out the same before the rest loads (`children`: the search row's
 * space) and after.
 */
export function NoteCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Sections>
          <Muted>
            Note: DAT averages are shown on the scale they were published on (200-600, or 1-30 before 2025), and yours
            is compared only on the same scale. The year beside a figure is the entering class or academic year it
            describes; it links to its source.
          </Muted>
          {children}
        </Sections>
      </CardContent>
    </Card>
  );
}
