import type { AreaProps } from '@predental/contracts/area';

// Placeholder until the area's team builds this screen.
export default function VolunteerPage(_props: AreaProps) {
  return <h1>Volunteer Hours</h1>;
}
