import { Button } from '@predental/design/Button';
import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  & > :first-child {
    flex: 1 1 240px;
  }
`;

interface School {
  id: string;
  name: string;
}

/** Picks a school of the directory not yet applied to; the form clears once it is added. */
export function AddSchoolForm({
  schools,
  appliedTo,
  adding,
  onAdd,
}: {
  schools: readonly School[];
  appliedTo: ReadonlySet<string>;
  adding: boolean;
  onAdd: (schoolId: string) => Promise<boolean>;
}) {
  const [schoolId, setSchoolId] = useState('');
  const [error, setError] = useState<string>();
  const offered = schools.filter((school) => !appliedTo.has(school.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!schoolId) return setError('Choose a school to add');
    setError(undefined);
    if (await onAdd(schoolId)) setSchoolId('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Add a school">
      <FormField label="School" error={error}>
        {(control) => (
          <Select
            {...control}
            value={schoolId}
            onChange={(event) => setSchoolId(event.target.value)}
            emptyOption={offered.length > 0 ? 'Choose a school' : 'Every school is in your applications'}
          >
            {offered.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" loading={adding}>
        Add
      </Button>
    </Form>
  );
}
