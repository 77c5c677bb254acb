import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';

const Center = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: 16px;
`;

const NotFoundCard = styled(Card)`
  width: 100%;
  max-width: 440px;
`;

export function NotFoundPage() {
  return (
    <Center>
      <NotFoundCard>
        <CardHeader>
          <CardTitle as="h1">404 Page Not Found</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Did you forget to add the page to the router?</p>
        </CardContent>
      </NotFoundCard>
    </Center>
  );
}
