import type { AreaProps } from '@predental/area-runtime/area';
import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { PageHeader, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import type { ComponentType } from 'react';
import type { EntryKind } from './entry-kind';

/** What a kind's screen draws before its code arrives (its kind file holds the queries, so not that). */
export type KindHeading = Pick<EntryKind, 'name' | 'pageTitle' | 'subtitle'>;

/**
 * /shadowing and /volunteer as the shell loads them: the heading first (its subtitle is the largest
 * text); the cards, the table, their queries and Apollo after that paint (issue 41).
 */
export function entriesScreen(
  heading: KindHeading,
  load: () => Promise<{ default: ComponentType<AreaProps> }>,
): ComponentType<AreaProps> {
  return headingFirst(
    <>
      <PageHeader title={heading.pageTitle} subtitle={heading.subtitle} />
      <Sections>
        <PageSpinner label={`Loading ${heading.name} hours`} />
      </Sections>
    </>,
    load,
  );
}
