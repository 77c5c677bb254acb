// What the remotes' dashboard widgets draw besides the core: the builds share it as one module
// (packages/remote-build/workspace-shared.js), so the dashboard loads it once.
export * from '@predental/design/ButtonLink';
export * from './FirstStep';
