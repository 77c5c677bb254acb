import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Muted, Sections } from '@predental/design/Page';
import { LettersHeader } from './components/LettersHeader';
import { MyLettersCard } from './components/MyLettersCard';

/**
 * /applications/letters as the shell loads it: the heading and the letters card's text (AADSAS's
 * rules, the LCP) first; the tables, their queries and Apollo after that paint (issue 41).
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
