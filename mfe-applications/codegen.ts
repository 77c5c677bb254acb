// The settings every screen workspace shares: `npm run codegen` writes src/gql/ from src/**/*.graphql
// and the graphql/ documents of the area contracts in its package.json.
export { default } from '@predental/remote-build/codegen';
