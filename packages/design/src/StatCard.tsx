import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './Card';

const Value = styled.p`
  font-size: 30px;
  font-weight: 700;
  line-height: 1.1;
`;

/** One headline figure: a title, the figure, a short explanation. Its cards sit right under a page's h1 (dashboard, coursework, admin), so its title is an h2. */
export function StatCard({ title, value, description }: { title: string; value: ReactNode; description?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Value>{value}</Value>
        {description && <CardDescription>{description}</CardDescription>}
      </CardContent>
    </Card>
  );
}
