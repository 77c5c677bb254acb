import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.8;
  animation: ${spin} 0.7s linear infinite;
`;

/** Decorative unless a label is given. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  if (label) return <Ring $size={size} role="status" aria-label={label} />;
  return <Ring $size={size} aria-hidden="true" />;
}

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Centered spinner for a page or area that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center>
      <Spinner size={32} label={label} />
    </Center>
  );
}
