import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Inline } from './Page';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondaryHover};
    color: ${({ theme }) => theme.colors.secondaryForeground};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.input};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveForeground};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  border: 1px solid transparent;
  border-radius: 999px;
  padding: 2px 10px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export function Badge({
  variant = 'default',
  children,
  ...rest
}: { variant?: BadgeVariant } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <StyledBadge $variant={variant} data-variant={variant} {...rest}>
      {children}
    </StyledBadge>
  );
}

/** A dental school's kind, as its card shows it: Public or Private, and Accelerated when it offers that. */
export function SchoolKindBadges({
  isPublic,
  hasAcceleratedProgram,
}: {
  isPublic: boolean;
  hasAcceleratedProgram: boolean;
}) {
  return (
    <Inline $gap={6}>
      <Badge variant={isPublic ? 'secondary' : 'outline'}>{isPublic ? 'Public' : 'Private'}</Badge>
      {hasAcceleratedProgram && <Badge>Accelerated</Badge>}
    </Inline>
  );
}
