import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
`;

// A username of 50 letters without a space still wraps on a phone instead of widening the page.
const Heading = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h1`
  font-size: 28px;
  font-weight: 700;
`;

const Subtitle = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function PageHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <Header>
      <Heading>
        <Title>{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
      </Heading>
      {action}
    </Header>
  );
}

/** Sections one under another; a wide one (a table) scrolls inside its own width rather than widen the page. */
export const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

/** Cards side by side on wide screens, stacked on narrow ones. */
export const CardGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/** A part of a section (the application summary's GPA, DAT, Shadowing); kept with what follows when printed. */
export const Subheading = styled.h3`
  margin: 24px 0 8px;
  font-size: 15px;
  font-weight: 600;
  break-after: avoid;
  &:first-child {
    margin-top: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: 14px;
`;

export const EmptyState = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 32px 16px;
  text-align: center;
`;

export const EmptyTitle = styled.h3`
  font-size: 16px;
  font-weight: 600;
`;

/** A title's heading level: 2 where no card title is above it, so the page skips no level. */
export type TitleLevel = 2 | 3;

/** An empty list: what is missing, and what to do about it. */
export function Empty({ title, level = 3, children }: { title: string; level?: TitleLevel; children?: ReactNode }) {
  return (
    <EmptyState>
      <EmptyTitle as={`h${level}`}>{title}</EmptyTitle>
      {typeof children === 'string' ? <Muted>{children}</Muted> : children}
    </EmptyState>
  );
}

/** Controls side by side (a header's buttons, a toolbar), wrapping on narrow screens. */
export const Inline = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
`;

/** A list without bullets or indent, its items spaced apart. */
export const PlainList = styled.ul<{ $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 12 }) => $gap}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
