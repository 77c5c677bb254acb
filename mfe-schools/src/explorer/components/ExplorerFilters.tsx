import {
  ACCEPTANCE_SLIDER,
  GPA_SLIDER,
  TUITION_SLIDER,
  initialMaxTuition,
  type AcceleratedChoice,
  type SchoolFilters,
  type SchoolType,
} from '../school-filters';
import { Button } from '@predental/design/Button';
import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { Slider } from './Slider';
import styled from 'styled-components';
import { dollars } from './format';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
`;

interface ExplorerFiltersProps {
  filters: SchoolFilters;
  states: string[];
  tuitionMax: number;
  onChange: (changes: Partial<SchoolFilters>) => void;
  onReset: () => void;
}

const SCHOOL_TYPES = ['all', 'public', 'private'] as const;
const SCHOOL_TYPE_TEXT: Record<SchoolType, string> = { all: 'All Schools', public: 'Public', private: 'Private' };
const ACCELERATED_CHOICES = ['any', 'yes', 'no'] as const;
const ACCELERATED_TEXT: Record<AcceleratedChoice, string> = { any: 'Any', yes: 'Yes', no: 'No' };

/** A filter chosen from a list; the change is applied as soon as it is made. */
function choice<Value extends string>(
  label: string,
  value: Value,
  options: readonly Value[],
  change: (value: Value) => void,
  { emptyOption, optionLabel }: { emptyOption?: string; optionLabel?: (option: Value) => string },
) {
  return (
    <FormField label={label}>
      {(props) => (
        <Select
          {...props}
          value={value}
          onChange={(e) => change(e.target.value as Value)}
          emptyOption={emptyOption}
          options={options}
          optionLabel={optionLabel}
        />
      )}
    </FormField>
  );
}

/** The filter panel behind 'Show Filters' (SPEC §2, slider ranges of §9). */
export function ExplorerFilters({ filters, states, tuitionMax, onChange, onReset }: ExplorerFiltersProps) {
  return (
    <Grid id="school-filters">
      {choice('State', filters.state, states, (state) => onChange({ state }), { emptyOption: 'All States' })}
      {choice('School Type', filters.schoolType, SCHOOL_TYPES, (schoolType) => onChange({ schoolType }), {
        optionLabel: (type) => SCHOOL_TYPE_TEXT[type],
      })}
      {choice(
        'Accelerated Program',
        filters.accelerated,
        ACCELERATED_CHOICES,
        (accelerated) => onChange({ accelerated }),
        {
          optionLabel: (choice) => ACCELERATED_TEXT[choice],
        },
      )}
      <Slider
        label="Minimum GPA"
        {...GPA_SLIDER}
        value={filters.minGpa}
        valueText={filters.minGpa === 0 ? 'Any' : filters.minGpa.toFixed(1)}
        onValueChange={(minGpa) => onChange({ minGpa })}
      />
      <Slider
        label="Maximum Tuition"
        min={TUITION_SLIDER.min}
        max={tuitionMax}
        step={TUITION_SLIDER.step}
        value={filters.maxTuition ?? initialMaxTuition(tuitionMax)}
        valueText={dollars(filters.maxTuition ?? initialMaxTuition(tuitionMax))}
        onValueChange={(maxTuition) => onChange({ maxTuition })}
      />
      <Slider
        label="Minimum Acceptance Rate"
        {...ACCEPTANCE_SLIDER}
        value={filters.minAcceptanceRate}
        valueText={filters.minAcceptanceRate === 0 ? 'Any' : `${filters.minAcceptanceRate}%`}
        onValueChange={(minAcceptanceRate) => onChange({ minAcceptanceRate })}
      />
      <div>
        <Button variant="outline" onClick={onReset}>
          Reset Filters
        </Button>
      </div>
    </Grid>
  );
}
