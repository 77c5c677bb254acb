import type { AreaProps } from '@predental/contracts/area';

// Placeholder until the area's team builds this screen.
export default function ShadowingPage(_props: AreaProps) {
  return <h1>Shadowing Hours</h1>;
}
