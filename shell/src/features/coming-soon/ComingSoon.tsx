import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@predental/design/Badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@predental/design/Card';
import { ButtonLink } from '@predental/design/ButtonLink';
import { PlainList } from '@predental/design/Page';

const Wrapper = styled(Card)`
  max-width: 720px;
  margin: 0 auto;
`;

const Items = styled(PlainList)`
  li {
    display: flex;
    gap: 10px;
  }
  li::before {
    content: '✓';
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Footer = styled(CardFooter)`
  flex-wrap: wrap;
`;

interface ComingSoonProps {
  title: string;
  intro: ReactNode;
  items: string[];
}

/** Shared frame of the paywalled pages while their feature flags are off. */
export function ComingSoon({ title, intro, items }: ComingSoonProps) {
  return (
    <Wrapper>
      <CardHeader>
        <div>
          <Badge variant="secondary">Coming Soon</Badge>
        </div>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Items $gap={10}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Items>
      </CardContent>
      <Footer>
        <ButtonLink to="/" $variant="outline">
          Back to Dashboard
        </ButtonLink>
        <ButtonLink to="/contact">Get Notified When Available</ButtonLink>
      </Footer>
    </Wrapper>
  );
}
