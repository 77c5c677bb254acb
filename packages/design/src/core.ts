// The design system's part that every signed-in page draws: the builds share it as one module
// (packages/remote-build/workspace-shared.js), which the shell provides.
export * from './theme';
export * from './Button';
export * from './Spinner';
export * from './Card';
export * from './Page';
