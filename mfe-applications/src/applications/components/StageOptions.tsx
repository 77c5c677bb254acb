import { STAGES } from '../stages';

/** Each stage as a select's option, in the cycle's order. */
export function StageOptions() {
  return STAGES.map(({ kind, label }) => (
    <option key={kind} value={kind}>
      {label}
    </option>
  ));
}
