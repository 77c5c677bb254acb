import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { ApplicationsHeader } from './components/ApplicationsHeader';

/**
 * /applications as the shell loads it: the heading first; the cards, their queries and Apollo after
 * that paint, so the subtitle (the largest text) waits for none of them (issue 41).
 */
export default headingFirst(
  <>
    <ApplicationsHeader />
    <Sections>
      <PageSpinner label="Loading applications" />
    </Sections>
  </>,
  () => import('./ApplicationsPage'),
);
