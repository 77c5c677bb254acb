import type { AreaProps } from '@predental/contracts/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';

// Placeholder until the area's team builds this widget.
export default function HoursCards(_props: AreaProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Experience Hours</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
