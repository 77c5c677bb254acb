// `npm run codegen` writes src/gql/ from src/**/*.graphql and the identity contract's graphql/, as documents sent as plain text.
export { stringDocuments as default } from '@predental/remote-build/codegen';
