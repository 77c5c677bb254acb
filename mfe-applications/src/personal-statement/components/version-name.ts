import type { StatementVersionFieldsFragment } from '../../gql/graphql';

/** "Version 2 (Nov 27, 3:04 PM)": the number it was saved as, and when. */
export const versionName = (version: Pick<StatementVersionFieldsFragment, 'savedAt'>, index: number) =>
  `Version ${index + 1} (${new Date(version.savedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })})`;
