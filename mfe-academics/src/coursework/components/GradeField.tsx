import { CREDIT_TYPE_LABELS } from '@predental/academics-contract/aadsas';
import { GRADES, type CourseForm, type CourseInput } from '@predental/academics-contract/course';
import {
  EXPECTED_GRADE_TYPES,
  GRADE_MARKS,
  gradeMark,
  letterStoredWith,
  MARKED_CREDIT_TYPES,
} from '@predental/academics-contract/grade-marks';
import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';

interface GradeFieldProps {
  control: Control<CourseForm, unknown, CourseInput>;
  setValue: UseFormSetValue<CourseForm>;
  errors: FieldErrors<CourseForm>;
}

/**
 * The Grade select: SPEC's letters, then the marks of courses without one (P, AP, IB, CLEP, W,
 * WF, IP, Planned), so a student never invents a letter. A mark sets the course's credit type;
 * IP and Planned ask for the expected letter (the AADSAS projected table counts it), the others
 * keep the letter the wire needs (letterStoredWith), never shown or counted.
 */
export function GradeField({ control, setValue, errors }: GradeFieldProps) {
  const [grade, chosenType] = useWatch({ control, name: ['grade', 'creditType'] });
  // The form's input type of an optional detail is unknown (it is preprocessed); here it is the select's text.
  const creditType = chosenType as string | null | undefined;
  const shown = gradeMark({ grade: grade ?? '', creditType });
  const expectsGrade = EXPECTED_GRADE_TYPES.some((type) => type === creditType);

  const choose = (value: string) => {
    const marked = MARKED_CREDIT_TYPES.find((type) => GRADE_MARKS[type] === value);
    const dirty = { shouldDirty: true, shouldValidate: Boolean(errors.grade || errors.creditType) };
    if (!marked) {
      setValue('grade', value as CourseInput['grade'], dirty);
      // Back to a letter: the course is graded again, as SPEC's course is.
      if (shown !== grade) setValue('creditType', '', dirty);
      return;
    }
    setValue('creditType', marked, dirty);
    if (!EXPECTED_GRADE_TYPES.includes(marked)) setValue('grade', letterStoredWith(marked), dirty);
  };

  return (
    <>
      <FormField label="Grade" error={errors.grade?.message ?? errors.creditType?.message}>
        {(props) => (
          <Select {...props} value={shown} onChange={(event) => choose(event.target.value)} options={GRADES}>
            <optgroup label="No letter grade">
              {MARKED_CREDIT_TYPES.map((type) => (
                <option key={type} value={GRADE_MARKS[type]}>
                  {`${GRADE_MARKS[type]}: ${CREDIT_TYPE_LABELS[type]}`}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </FormField>
      {expectsGrade && (
        <FormField label="Expected Grade" error={errors.grade?.message}>
          {(props) => (
            <Select
              {...props}
              options={GRADES}
              value={grade ?? 'A'}
              onChange={(event) => setValue('grade', event.target.value as CourseInput['grade'], { shouldDirty: true })}
            />
          )}
        </FormField>
      )}
    </>
  );
}
