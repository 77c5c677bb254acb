import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';

// Text colours meet WCAG AA (4.5:1) on every surface they sit on: white on primary, muted text on muted.
const theme = {
  colors: {
    background: '#ffffff',
    surface: '#f8fafc',
    foreground: '#0f172a',
    muted: '#f1f5f9',
    mutedForeground: '#475569',
    border: '#e2e8f0',
    input: '#cbd5e1',
    primary: '#0f766e',
    primaryHover: '#115e59',
    primaryForeground: '#ffffff',
    primarySoft: '#ccfbf1',
    secondary: '#f1f5f9',
    secondaryHover: '#e2e8f0',
    secondaryForeground: '#0f172a',
    destructive: '#dc2626',
    destructiveHover: '#b91c1c',
    destructiveForeground: '#ffffff',
    destructiveSoft: '#fef2f2',
    info: '#2563eb',
    infoSoft: '#eff6ff',
    ring: '#14b8a6',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  radius: '8px',
  radiusSm: '6px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.18)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
} as const;

export type Theme = typeof theme;

// Types `theme` in every styled component of the shell and the remotes.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};

/** A visible focus ring for keyboard users only. */
export const focusRing = `
  outline: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.ring};
    outline-offset: 2px;
  }
`;

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 15px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p { margin: 0; }
  h1, h2, h3, h4 { line-height: 1.2; letter-spacing: -0.01em; }
  a { color: inherit; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/** Theme + global styles; wrap an app (the shell) once. */
export function DesignProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
