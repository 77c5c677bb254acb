import type { AreaProps } from '@predental/area-runtime/area';
import type { CourseInput } from '@predental/academics-contract/course';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { QueryState } from '@predental/design/QueryState';
import { Inline, Sections } from '@predental/design/Page';
import type { CourseFieldsFragment } from '../gql/graphql';
import { useCourseMutations, useCourses, useGpaSummary } from './api/courses';
import { CourseTable } from './components/CourseTable';
import { CourseworkHeader } from './components/CourseworkHeader';
import { DownloadCsvButton } from '@predental/design/DownloadCsvButton';
import { coursesCsv } from './courses-csv';
import { GpaSummaryCards } from './components/GpaSummaryCards';
import { GpaTrend } from './components/GpaTrend';
import { TranscriptImport } from './components/TranscriptImport';
import { lazy } from 'react';

// The dialogs' code (Radix's dialog, the form library) is fetched when one first opens, not with the page.
const CourseDialog = lazy(() =>
  import('./components/CourseDialog').then(({ CourseDialog }) => ({ default: CourseDialog })),
);
const DeleteConfirm = lazy(() =>
  import('@predental/area-runtime/EditDialog').then(({ DeleteConfirm }) => ({ default: DeleteConfirm })),
);

/** /coursework (SPEC §2): GPA cards, the course table, the add/edit dialog and delete confirm. */
export default function CourseworkPage({ notify }: AreaProps) {
  const courses = useCourses();
  const summary = useGpaSummary();
  const { saving, deleting, ...writes } = useCourseMutations();
  const edit = useEditing<CourseFieldsFragment, CourseInput>({ what: 'Course', ...writes, notify });

  const list = courses.data?.courses ?? [];
  const terms = summary.data?.academicSummary.terms ?? [];

  return (
    <>
      <CourseworkHeader
        action={
          <Inline>
            <DownloadCsvButton fileName="courses.csv" rowCount={list.length} csv={() => coursesCsv(list)} />
            <TranscriptImport notify={notify} />
            <Button onClick={() => edit.openAdd()}>Add New Course</Button>
          </Inline>
        }
      />
      <Sections>
        <GpaSummaryCards
          gpa={summary.data?.academicSummary.gpa}
          failed={Boolean(summary.error)}
          onRetry={() => void summary.refetch()}
        />
        <SectionCard title="Your Courses" description="Sorted by year, newest first.">
          <QueryState
            what="courses"
            query={courses}
            emptyTitle="No courses added yet"
            empty={list.length === 0 && 'Add your coursework to calculate your overall and science GPA.'}
          >
            <CourseTable courses={list} onEdit={edit.openEdit} onDelete={edit.askDelete} />
          </QueryState>
        </SectionCard>
        {terms.length > 0 && <GpaTrend terms={terms} />}
      </Sections>
      <WhenFirstOpened open={edit.isOpen}>
        <CourseDialog editing={edit} saving={saving} />
      </WhenFirstOpened>
      <WhenFirstOpened open={edit.toDelete !== null}>
        <DeleteConfirm
          editing={edit}
          pending={deleting}
          description="This will permanently delete this course and affect your GPA calculation."
        />
      </WhenFirstOpened>
    </>
  );
}
