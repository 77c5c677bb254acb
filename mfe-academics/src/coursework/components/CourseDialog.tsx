import { zodResolver } from '@hookform/resolvers/zod';
import { courseInputSchema, GRADES, MAX_YEAR, MIN_YEAR, SEMESTERS, type CourseForm, type CourseInput } from '@predental/contracts/course';
import { Checkbox } from '@predental/design/Checkbox';
import { Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { Input } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '@predental/design/FormField';
import type { CourseFieldsFragment } from '../../gql/graphql';

const Fields = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  & > :first-child { grid-column: 1 / -1; }
`;

/** SPEC §5 defaults for a new course. */
function newCourse(): CourseInput {
  return { courseName: '', courseCode: '', credits: 3, grade: 'A', isScience: false, semester: 'Fall', year: new Date().getFullYear() };
}

interface CourseDialogProps {
  open: boolean;
  /** Given: edit mode. Missing: add mode. */
  course?: CourseFieldsFragment;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: CourseInput) => void;
  onDelete: (course: CourseFieldsFragment) => void;
}

export function CourseDialog({ open, course, saving, onOpenChange, onSave, onDelete }: CourseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={course ? 'Edit Course' : 'Add New Course'}>
      <CourseForm key={course?.id ?? 'new'} course={course} saving={saving} onCancel={() => onOpenChange(false)} onSave={onSave} onDelete={onDelete} />
    </Dialog>
  );
}

function CourseForm({ course, saving, onCancel, onSave, onDelete }: Omit<CourseDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { register, handleSubmit, formState, control } = useForm<CourseForm, unknown, CourseInput>({
    resolver: zodResolver(courseInputSchema),
    defaultValues: course ? pickCourseInput(course) : newCourse(),
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Fields>
        <FormField label="Course Name" error={errors.courseName?.message}>
          {(props) => <Input {...props} placeholder="e.g. General Chemistry I" maxLength={120} {...register('courseName')} />}
        </FormField>
        <FormField label="Course Code" error={errors.courseCode?.message}>
          {(props) => <Input {...props} placeholder="e.g. CHEM 101" maxLength={20} {...register('courseCode')} />}
        </FormField>
        <FormField label="Credits" error={errors.credits?.message}>
          {(props) => <Input {...props} type="number" min={0.5} step={0.5} {...register('credits', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Grade" error={errors.grade?.message}>
          {(props) => (
            <Select {...props} {...register('grade')}>
              {GRADES.map((grade) => (
                <option key={grade}>{grade}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Semester" error={errors.semester?.message}>
          {(props) => (
            <Select {...props} {...register('semester')}>
              {SEMESTERS.map((semester) => (
                <option key={semester}>{semester}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Year" error={errors.year?.message}>
          {(props) => <Input {...props} type="number" min={MIN_YEAR} max={MAX_YEAR} step={1} {...register('year', { valueAsNumber: true })} />}
        </FormField>
        <Controller
          control={control}
          name="isScience"
          render={({ field }) => <Checkbox label="Science course" checked={field.value ?? false} onCheckedChange={field.onChange} />}
        />
      </Fields>
      <FormDialogFooter editing={Boolean(course)} saving={saving} submitLabel={course ? 'Save Changes' : 'Add Course'} onDelete={() => course && onDelete(course)} onCancel={onCancel} />
    </form>
  );
}

/**
 * The editable fields only: the cached course also carries id and __typename. The API types
 * grade and semester as text; one the form does not offer starts unset, for the form to ask.
 */
function pickCourseInput({ courseName, courseCode, credits, grade, isScience, semester, year }: CourseFieldsFragment): Partial<CourseForm> {
  return { courseName, courseCode, credits, grade: GRADES.find((g) => g === grade), isScience, semester: SEMESTERS.find((s) => s === semester), year };
}
