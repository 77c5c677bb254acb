import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 20px 20px 0;
`;

export const CardTitle = styled.h2`
  font-size: 17px;
  font-weight: 600;
`;

export const CardDescription = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const CardContent = styled.div`
  padding: 16px 20px 20px;
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 20px 20px;
`;

const HeaderWithAction = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

export interface SectionCardProps extends Omit<ComponentProps<typeof Card>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: a link or a button. */
  action?: ReactNode;
  /** The card is a region named by its title. */
  named?: boolean;
  children?: ReactNode;
}

/** A card with its title (and description, and action) above its content. */
export function SectionCard({ title, description, action, named = false, children, ...card }: SectionCardProps) {
  const id = useId();
  const heading = (
    <>
      <CardTitle id={named ? id : undefined}>{title}</CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
    </>
  );
  return (
    <Card aria-labelledby={named ? id : undefined} {...card}>
      {action ? (
        <HeaderWithAction>
          <div>{heading}</div>
          {action}
        </HeaderWithAction>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent>{children}</CardContent>
    </Card>
  );
}
