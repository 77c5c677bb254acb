import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import styled from 'styled-components';
import { ExplorerHeader, NoteCard } from './components/ExplorerIntro';

/** The search row's height, kept while its code loads. */
const ControlsSpace = styled.div`
  min-height: 40px;
`;

/**
 * /dental-schools as the shell loads it: the heading and the note (its largest text) paint first;
 * the search, filters, list and the data code (Radix, the queries, the directory) after that paint.
 */
export default headingFirst(
  <>
    <ExplorerHeader />
    <Sections>
      <NoteCard>
        <ControlsSpace />
      </NoteCard>
      <PageSpinner label="Loading dental schools" />
    </Sections>
  </>,
  () => import('./ExplorerPage'),
);
