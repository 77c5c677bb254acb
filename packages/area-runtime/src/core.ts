// What a remote's page draws with its data: the builds share it as one module
// (packages/remote-build/workspace-shared.js), so a page drawing several remotes loads it once.
export * from '@predental/design/QueryState';
export * from '@predental/design/Badge';
export * from '@predental/design/Table';
export * from '@predental/design/Tooltip';
export * from '@predental/design/dates';
export * from './shared-query';
export * from './first-answer';
export * from './use-crud-mutations';
export * from './apollo-client';
