// What a remote's page reads its data with (Apollo's side; what it draws is in the design core):
// the builds share it as one module (packages/remote-build/workspace-shared.js), so a page drawing
// several remotes loads it once.
export * from './shared-query';
export * from './first-answer';
export * from './use-crud-mutations';
export * from './apollo-client';
