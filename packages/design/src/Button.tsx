import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, type Theme } from './theme';
import { Spinner } from './Spinner';

type ButtonVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type Color = keyof Theme['colors'];

/** A filled button: its background, its text, its background under the pointer. */
const filled = (background: Color, text: Color, hover: Color) => css`
  background: ${({ theme }) => theme.colors[background]};
  color: ${({ theme }) => theme.colors[text]};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors[hover]};
  }
`;

const variants = {
  default: filled('primary', 'primaryForeground', 'primaryHover'),
  secondary: filled('secondary', 'secondaryForeground', 'secondaryHover'),
  outline: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.input};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.muted};
    }
  `,
  destructive: filled('destructive', 'destructiveForeground', 'destructiveHover'),
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.muted};
    }
  `,
};

const sizes = {
  sm: css`
    height: 32px;
    padding: 0 12px;
    font-size: 13px;
  `,
  md: css`
    height: 40px;
    padding: 0 16px;
    font-size: 14px;
  `,
  lg: css`
    height: 48px;
    padding: 0 24px;
    font-size: 16px;
  `,
  icon: css`
    height: 40px;
    width: 40px;
    padding: 0;
  `,
};

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

/** Button look, reusable on links (e.g. styled(Link)`${buttonStyles}`). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  ${focusRing}
  ${({ $variant = 'default' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and disables the button while an action is pending. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={14} />}
      {children}
    </StyledButton>
  );
}
