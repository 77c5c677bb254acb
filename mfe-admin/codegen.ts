// The settings every screen workspace shares: `npm run codegen` writes src/gql/ from src/**/*.graphql.
export { default } from '@predental/remote-build/codegen';
