import type { ApplicationDetailsFragment } from '../../gql/graphql';

/** What each view of the applications takes: the ones to show, today (for deadlines), and what opens one. */
export interface ApplicationsShown {
  applications: readonly ApplicationDetailsFragment[];
  today: string;
  onOpen: (application: ApplicationDetailsFragment) => void;
}
