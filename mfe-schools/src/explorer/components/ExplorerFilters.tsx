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

/** The filter panel behind 'Show Filters' (SPEC §2, slider ranges of §9). */
export function ExplorerFilters({ filters, states, tuitionMax, onChange, onReset }: ExplorerFiltersProps) {
  return (
    <Grid id="school-filters">
      <FormField label="State">
        {(props) => (
          <Select
            {...props}
            value={filters.state}
            onChange={(e) => onChange({ state: e.target.value })}
            emptyOption="All States"
            options={states}
          />
        )}
      </FormField>
      <FormField label="School Type">
        {(props) => (
          <Select
            {...props}
            value={filters.schoolType}
            onChange={(e) => onChange({ schoolType: e.target.value as SchoolType })}
          >
            <option value="all">All Schools</option>
            <option value="public">Public</option>
            <option value="private">Private</option>
          </Select>
        )}
      </FormField>
      <FormField label="Accelerated Program">
        {(props) => (
          <Select
            {...props}
            value={filters.accelerated}
            onChange={(e) => onChange({ accelerated: e.target.value as AcceleratedChoice })}
          >
            <option value="any">Any</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </Select>
        )}
      </FormField>
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
