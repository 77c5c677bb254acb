import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { DatHeader } from './components/DatHeader';

/**
 * /dat as the shell loads it: the heading first; the scores, their query and Apollo after that
 * paint, so the first render is the heading's alone and no answer lands before it (issue 41).
 */
export default headingFirst(
  <>
    <DatHeader />
    <Sections>
      <PageSpinner label="Loading DAT scores" />
    </Sections>
  </>,
  () => import('./DatPage'),
);
