import { zodResolver } from '@hookform/resolvers/zod';
import { ACADEMIC_STATUS_LABELS, ACADEMIC_STATUSES, TERM_TYPES } from '@predental/academics-contract/aadsas';
import { AADSAS_SUBJECTS, SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import {
  courseInputSchema,
  GRADES,
  MAX_YEAR,
  MIN_YEAR,
  SEMESTERS,
  type CourseForm,
  type CourseInput,
} from '@predental/academics-contract/course';
import { Checkbox } from '@predental/design/Checkbox';
import { editDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { Select, type SelectProps } from '@predental/design/Select';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { CourseFieldsFragment } from '../../gql/graphql';
import { CountsTowardField } from './CountsTowardField';
import { GradeField } from './GradeField';

/**
 * The label of each field's control: a field the contract gains needs one here (tsc says so), and
 * the dialog's test looks for a control by each label. The credit type is chosen in the Grade select.
 */
export const LABELS: Record<keyof CourseForm, string> = {
  courseName: 'Course Name',
  courseCode: 'Course Code',
  credits: 'Credits',
  grade: 'Grade',
  creditType: 'Grade',
  isScience: 'Science course',
  semester: 'Semester',
  year: 'Year',
  countsToward: 'Counts toward',
  institution: 'Institution',
  subject: 'Subject',
  academicStatus: 'Academic Status',
  termType: 'Term Type',
  termLabel: 'Term Label',
};

const TERM_TYPE_LABELS = { semester: 'Semester hours', quarter: 'Quarter hours' };

/** SPEC §5 defaults for a new course. */
function newCourse(): CourseInput {
  return {
    courseName: '',
    courseCode: '',
    credits: 3,
    grade: 'A',
    isScience: false,
    semester: 'Fall',
    year: new Date().getFullYear(),
  };
}

/** The optional part: closed for a course without details, so a student who does not apply yet can skip it. */
const Details = styled.details`
  grid-column: 1 / -1;
  summary {
    cursor: pointer;
    font-weight: 500;
    font-size: 14px;
  }
  & > div {
    margin-top: 12px;
  }
`;

function CourseForm({ item: course, onSave, footer }: EditFormProps<CourseFieldsFragment, CourseInput>) {
  const { register, handleSubmit, formState, control, setValue } = useForm<CourseForm, unknown, CourseInput>({
    resolver: zodResolver(courseInputSchema),
    defaultValues: course ? pickCourseInput(course) : newCourse(),
  });
  const { errors } = formState;
  // A subject AADSAS counts as science proposes the science box; the student may untick it.
  const proposeScience = (subject: string) => {
    if (
      Object.hasOwn(AADSAS_SUBJECTS, subject) &&
      AADSAS_SUBJECTS[subject as keyof typeof AADSAS_SUBJECTS] !== 'non-science'
    )
      setValue('isScience', true, { shouldDirty: true });
  };

  // A line of text: its label, placeholder and the contract's length limit.
  const text = (
    name: 'courseName' | 'courseCode' | 'institution' | 'termLabel',
    placeholder: string,
    maxLength: number,
    { wide = false, hint }: { wide?: boolean; hint?: string } = {},
  ) => (
    <FormField wide={wide} label={LABELS[name]} error={errors[name]?.message} hint={hint}>
      {(props) => <Input {...props} placeholder={placeholder} maxLength={maxLength} {...register(name)} />}
    </FormField>
  );

  // A number box within the contract's bounds, read as a number.
  const number = (name: 'credits' | 'year', bounds: { min: number; max?: number; step: number }) => (
    <FormField label={LABELS[name]} error={errors[name]?.message}>
      {(props) => <Input {...props} type="number" {...bounds} {...register(name, { valueAsNumber: true })} />}
    </FormField>
  );

  // An AADSAS detail chosen from a list, 'Not set' until then.
  const choice = <Option extends string>(
    name: 'subject' | 'academicStatus' | 'termType',
    list: Pick<SelectProps<Option>, 'options' | 'optionLabel'>,
    { hint, onChange }: { hint?: string; onChange?: (event: { target: HTMLSelectElement }) => void } = {},
  ) => (
    <FormField label={LABELS[name]} error={errors[name]?.message} hint={hint}>
      {(props) => <Select {...props} emptyOption="Not set" {...list} {...register(name, { onChange })} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <FieldGrid>
        {text('courseName', 'e.g. General Chemistry I', 120, { wide: true })}
        {text('courseCode', 'e.g. CHEM 101', 20)}
        {number('credits', { min: 0.5, step: 0.5 })}
        <GradeField control={control} setValue={setValue} errors={errors} />
        <FormField label={LABELS.semester} error={errors.semester?.message}>
          {(props) => <Select {...props} options={SEMESTERS} {...register('semester')} />}
        </FormField>
        {number('year', { min: MIN_YEAR, max: MAX_YEAR, step: 1 })}
        <Controller
          control={control}
          name="isScience"
          render={({ field }) => (
            <Checkbox label={LABELS.isScience} checked={field.value ?? false} onCheckedChange={field.onChange} />
          )}
        />
        <CountsTowardField control={control} register={register} error={errors.countsToward?.message} />
        <Details open={Boolean(course?.subject || course?.academicStatus || course?.institution || course?.termLabel)}>
          <summary>AADSAS details (optional)</summary>
          <FieldGrid>
            {text('institution', 'e.g. State University', 120, { wide: true })}
            {choice(
              'subject',
              { options: SUBJECT_NAMES },
              {
                hint: 'A science subject ticks Science course.',
                onChange: (event) => proposeScience(event.target.value),
              },
            )}
            {choice('academicStatus', {
              options: ACADEMIC_STATUSES,
              optionLabel: (status) => ACADEMIC_STATUS_LABELS[status],
            })}
            {text('termLabel', 'e.g. Summer Session II', 40, { hint: 'As your transcript names the term.' })}
            {choice('termType', { options: TERM_TYPES, optionLabel: (type) => TERM_TYPE_LABELS[type] })}
          </FieldGrid>
        </Details>
      </FieldGrid>
      {footer}
    </form>
  );
}

/** Every field of the form, each named (a field the contract gains must be given here: tsc says so). */
type CourseFormValues = { [Field in keyof CourseForm]-?: CourseForm[Field] | undefined };

/**
 * The editable fields only: the cached course also carries id and __typename. The API types
 * grade and semester as text; one the form does not offer starts unset, for the form to ask.
 */
function pickCourseInput({
  courseName,
  courseCode,
  credits,
  grade,
  isScience,
  semester,
  year,
  ...details
}: CourseFieldsFragment): CourseFormValues {
  return {
    courseName,
    courseCode,
    credits,
    grade: GRADES.find((g) => g === grade),
    isScience,
    semester: SEMESTERS.find((s) => s === semester),
    year,
    // A select shows an empty detail as "Not set"; the Grade select shows the credit type's mark.
    subject: details.subject ?? '',
    academicStatus: details.academicStatus ?? '',
    termType: details.termType ?? '',
    creditType: details.creditType ?? '',
    institution: details.institution ?? '',
    termLabel: details.termLabel ?? '',
    countsToward: details.countsToward ?? '',
  };
}

export const CourseDialog = editDialog({
  titles: { add: 'Add New Course', edit: 'Edit Course' },
  addLabel: 'Add Course',
  Form: CourseForm,
});
