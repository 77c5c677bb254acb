import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Muted, Sections } from '@predental/design/Page';
import { LettersHeader } from './components/LettersHeader';
import { MyLettersCard } from './components/MyLettersCard';

/**
 * /applications/letters as the shell loads it: the heading and the letters card with the AADSAS
 * rules (the largest text) first; the list, its queries and Apollo after that paint, so the largest
 * text waits for none of them (issue 41). The card's loading line is QueryState's, as the page draws it.
 */
export default headingFirst(
  <>
    <LettersHeader />
    <Sections>
      <MyLettersCard>
        <Muted role="status">Loading letters...</Muted>
      </MyLettersCard>
    </Sections>
  </>,
  () => import('./LettersPage'),
);
