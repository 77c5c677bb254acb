import {
  COUNTS_TOWARD_VALUES,
  COURSE_KINDS,
  countsTowardLabel,
  recogniseCourse,
} from '@predental/academics-contract/course-kinds';
import type { CourseForm, CourseInput } from '@predental/academics-contract/course';
import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';

/**
 * Which school prerequisite the course counts toward: by default the kind recognised from its
 * name and code (said in the first option, as the student types), or the student's choice.
 */
export function CountsTowardField({
  control,
  register,
  error,
}: {
  control: Control<CourseForm, unknown, CourseInput>;
  register: UseFormRegister<CourseForm>;
  error?: string;
}) {
  const [courseName, courseCode] = useWatch({ control, name: ['courseName', 'courseCode'] });
  const recognised = recogniseCourse({ courseName: courseName ?? '', courseCode: courseCode ?? '' });
  return (
    <FormField
      wide
      label="Counts toward"
      error={error}
      hint="The school prerequisite this course meets; choose another when the recognised one is wrong."
    >
      {(props) => (
        <Select
          {...props}
          emptyOption={
            recognised ? `Recognised: ${COURSE_KINDS[recognised].label}` : 'Recognised: none (counts by its subject)'
          }
          options={COUNTS_TOWARD_VALUES}
          optionLabel={countsTowardLabel}
          {...register('countsToward')}
        />
      )}
    </FormField>
  );
}
