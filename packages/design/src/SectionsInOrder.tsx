import { useEffect, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Sections } from './Page';

/** How long a section still loading holds back those after it at most: one whose answer hangs must not hide the rest. */
const HOLD_MS = 5_000;

const Ordered = styled(Sections)<{ $holding: boolean }>`
  ${({ $holding }) =>
    $holding &&
    css`
      @media screen {
        & > [aria-busy='true'] ~ *,
        & > :has(> [aria-busy='true']) ~ * {
          visibility: hidden;
        }
      }
    `}
`;

/**
 * Sections whose contents arrive apart, shown in order: those after one still loading (aria-busy on
 * it, or on the one element a wrapper holds) are laid out but hidden until it has drawn, so nothing
 * shown moves down when an answer arrives above it (issue 41's layout shift). For HOLD_MS after
 * the page opens at most; printed, every section shows.
 */
export function SectionsInOrder({ children }: { children: ReactNode }) {
  const [holding, setHolding] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setHolding(false), HOLD_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Ordered $holding={holding}>{children}</Ordered>;
}
