import type { AreaProps } from '@predental/remote-build/area';
import type { CourseInput } from '@predental/contracts/course';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { ConfirmDialog } from '@predental/design/Dialog';
import { useEditing } from '@predental/remote-build/use-editing';
import { QueryState } from '@predental/design/LoadError';
import { Empty, PageHeader, Sections } from '@predental/design/Page';
import type { CourseFieldsFragment } from '../gql/graphql';
import { useCourseMutations, useCourses, useGpaSummary } from './api/courses';
import { CourseDialog } from './components/CourseDialog';
import { CourseTable } from './components/CourseTable';
import { DownloadCsvButton } from '@predental/design/DownloadCsvButton';
import { coursesCsv } from './courses-csv';
import { GpaSummaryCards } from './components/GpaSummaryCards';
import { GpaTrend } from './components/GpaTrend';
import styled from 'styled-components';


const NO_GPA = { overall: 0, science: 0, totalCredits: 0 };

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** /coursework (SPEC §2): GPA cards, the course table, the add/edit dialog and delete confirm. */
export default function CourseworkPage({ notify }: AreaProps) {
  const courses = useCourses();
  const summary = useGpaSummary();
  const { addCourse, updateCourse, deleteCourse, saving, deleting } = useCourseMutations();
  const edit = useEditing<CourseFieldsFragment, CourseInput>({ what: 'Course', add: addCourse, update: updateCourse, remove: deleteCourse, notify });

  const list = courses.data?.courses ?? [];
  const terms = summary.data?.academicSummary.terms ?? [];

  return (
    <>
      <PageHeader
        title="Coursework"
        subtitle="Track your courses and see your overall and science GPA."
        action={
          <HeaderActions>
            <DownloadCsvButton fileName="courses.csv" rowCount={list.length} csv={() => coursesCsv(list)} />
            <Button onClick={() => edit.openAdd()}>Add New Course</Button>
          </HeaderActions>
        }
      />
      <Sections>
        <GpaSummaryCards gpa={summary.data?.academicSummary.gpa ?? NO_GPA} />
        <Card>
          <CardHeader>
            <CardTitle>Your Courses</CardTitle>
            <CardDescription>Sorted by year, newest first.</CardDescription>
          </CardHeader>
          <CardContent>
            <QueryState what="courses" query={courses} empty={list.length === 0 && <Empty title="No courses added yet">Add your coursework to calculate your overall and science GPA.</Empty>}>
              <CourseTable courses={list} onEdit={edit.openEdit} onDelete={edit.askDelete} />
            </QueryState>
          </CardContent>
        </Card>
        {terms.length > 0 && <GpaTrend terms={terms} />}
      </Sections>
      <CourseDialog
        open={edit.isOpen}
        course={edit.item}
        saving={saving}
        onOpenChange={(open) => !open && edit.close()}
        onSave={edit.save}
        onDelete={edit.askDelete}
      />
      <ConfirmDialog
        open={edit.toDelete !== null}
        onOpenChange={(open) => !open && edit.cancelDelete()}
        title="Are you sure?"
        description="This will permanently delete this course and affect your GPA calculation."
        pending={deleting}
        onConfirm={edit.confirmDelete}
      />
    </>
  );
}
