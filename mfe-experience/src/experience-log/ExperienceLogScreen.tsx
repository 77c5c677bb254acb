import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { ExperienceLogHeader } from './components/ExperienceLogHeader';

/**
 * /experiences/log as the shell loads it: the heading first; the tables, their queries and Apollo
 * after that paint, so the first render is the heading's alone (issue 41).
 */
export default headingFirst(
  <>
    <ExperienceLogHeader />
    <Sections>
      <PageSpinner label="Loading experience hours" />
    </Sections>
  </>,
  () => import('./ExperienceLogPage'),
);
