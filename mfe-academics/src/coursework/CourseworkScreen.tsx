import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { CourseworkHeader } from './components/CourseworkHeader';
import { GpaSummaryCards } from './components/GpaSummaryCards';

/**
 * /coursework as the shell loads it: the heading and the GPA cards (their text, larger than the
 * subtitle on some screens, would otherwise paint later as the LCP) first; the table, the import
 * and their queries after that paint, so no answer lands before it.
 */
export default headingFirst(
  <>
    <CourseworkHeader />
    <Sections>
      <GpaSummaryCards />
      <PageSpinner label="Loading coursework" />
    </Sections>
  </>,
  () => import('./CourseworkPage'),
);
