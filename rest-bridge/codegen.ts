// `npm run codegen` writes src/gql/ from the bridge's src/<area>/operations/*.graphql and its area
// contracts' shared documents, each an operation's text: the bridge sends it without a graphql runtime.
export { stringDocuments as default } from '@predental/remote-build/codegen';
