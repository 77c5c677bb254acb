import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { PageSpinner } from '@predental/design/Spinner';
import { PersonalStatementHeader } from './components/PersonalStatementHeader';

/**
 * /applications/personal-statement as the shell loads it: the heading (its subtitle is the LCP)
 * first; the statements, their queries and Apollo after that paint, so they are not its wait (issue 41).
 */
export default headingFirst(
  <>
    <PersonalStatementHeader />
    <PageSpinner label="Loading personal statements" />
  </>,
  () => import('./PersonalStatementPage'),
);
