import type { AreaProps } from '@predental/contracts/area';

// Placeholder until the area's team builds this screen.
export default function ExplorerPage(_props: AreaProps) {
  return <h1>Dental School Explorer</h1>;
}
