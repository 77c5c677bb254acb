import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { ExperiencesHeader } from './components/ExperiencesHeader';
import { HighlightCount } from './components/HighlightCount';

/**
 * /experiences as the shell loads it: the heading and the highlights' sentence (the LCP, which
 * waited for the entries' answer) first; the entries, their queries and Apollo after that paint,
 * so no answer lands before it (issue 41).
 */
export default headingFirst(
  <>
    <ExperiencesHeader />
    <Sections>
      <HighlightCount />
      <PageSpinner label="Loading AADSAS experiences" />
    </Sections>
  </>,
  () => import('./ExperiencesPage'),
);
