import { FormField } from '@predental/design/FormField';
import { Textarea } from '@predental/design/Input';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { descriptionLength, MAX_DESCRIPTION_LENGTH } from '../description';

const Count = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  ${({ $over, theme }) => $over && `color: ${theme.colors.destructive}; font-weight: 600;`}
`;

interface DescriptionFieldProps extends Omit<ComponentProps<typeof Textarea>, 'id' | 'value'> {
  /** What the box holds now (the form's watched value): the count follows it as the student types. */
  text: string;
  error?: string;
}

/**
 * The entry's description with its live count, "n / 600", counted as AADSAS counts (spaces
 * included). Nothing stops typing past the limit: the count turns red and saving is refused.
 */
export function DescriptionField({ text, error, ...textarea }: DescriptionFieldProps) {
  const length = descriptionLength(text);
  const over = length - MAX_DESCRIPTION_LENGTH;
  return (
    <FormField
      wide
      label="Description"
      error={error}
      hint={
        <Count $over={over > 0}>
          {length} / {MAX_DESCRIPTION_LENGTH}
          {over > 0 && ` (${over} over)`}
        </Count>
      }
    >
      {(props) => <Textarea {...props} rows={6} {...textarea} />}
    </FormField>
  );
}
