import type { FirstStepProps } from '@predental/area-runtime/area';
import { FirstStep } from '@predental/area-runtime/FirstStep';
import { useCourses } from '../coursework';

/** The dashboard's first step: done once the student has a course (the coursework list's own query, kept fresh by its writes). */
export default function CoursesStep({ reportDone }: FirstStepProps) {
  const { data, error } = useCourses();
  const done = error ? null : data && data.courses.length > 0;
  return (
    <FirstStep to="/coursework" done={done} reportDone={reportDone}>
      Add your courses
    </FirstStep>
  );
}
