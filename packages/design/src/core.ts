// The design system's part that every signed-in page draws, and the parts a remote's page draws
// with its data (kept apart from the area runtime's core, which needs Apollo: a headingFirst
// screen's cards draw a StatCard and a RetryLine before Apollo has come, and their file is not
// among those the page's HTML hints). The builds share it as one module
// (packages/remote-build/workspace-shared.js), which the shell provides.
export * from './theme';
export * from './Button';
export * from './Spinner';
export * from './Card';
export * from './Page';
export * from './QueryState';
export * from './Badge';
export * from './Table';
export * from './Tooltip';
export * from './dates';
export * from './numbers';
export * from './text';
export * from './StatCard';
