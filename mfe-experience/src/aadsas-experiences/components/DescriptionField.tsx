import { FormField } from '@predental/design/FormField';
import { Textarea } from '@predental/design/Input';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { countCharacters } from '@predental/contracts/characters';
import { EXPERIENCE_SETTINGS } from '@predental/experience-contract/experience-settings';

const Count = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  ${({ $over, theme }) => $over && `color: ${theme.colors.destructive}; font-weight: 600;`}
`;

interface DescriptionFieldProps extends Omit<ComponentProps<typeof Textarea>, 'id'> {
  /** What the box holds now (the form's watched value): the count follows it as the student types. */
  text: string;
  error?: string;
}

const { descriptionLimit } = EXPERIENCE_SETTINGS;

/**
 * The entry's description with its live count, "n / 600", counted as the contract counts (as
 * AADSAS does: every character a reader sees, spaces included). Nothing stops typing past the
 * limit (a maxLength would count UTF-16 units, not characters): the count turns red and saving is refused.
 */
export function DescriptionField({ text, error, ...textarea }: DescriptionFieldProps) {
  const length = countCharacters(text);
  const over = length - descriptionLimit;
  return (
    <FormField
      wide
      label="Description"
      error={error}
      hint={
        <Count $over={over > 0}>
          {length} / {descriptionLimit}
          {over > 0 && ` (${over} over)`}
        </Count>
      }
    >
      {(props) => <Textarea {...props} rows={6} {...textarea} />}
    </FormField>
  );
}
