import type { AreaProps } from '@predental/contracts/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';

// Placeholder until the area's team builds this widget.
export default function RecentEntries(_props: AreaProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
