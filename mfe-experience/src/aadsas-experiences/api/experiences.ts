import { useMutation, useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import type { ExperienceUpdate } from '@predental/experience-contract/experiences';
import { useEntries } from '../../entries';
import { EXPERIENCE_LOG } from '../../experience-log';
import {
  ListExperiencesDocument,
  MoveExperienceLogDocument,
  SplitExperienceDocument,
  UpdateExperienceDocument,
} from '../../gql/graphql';
import { SHADOWING } from '../../shadowing';
import { VOLUNTEER } from '../../volunteer';

/** The student's AADSAS entries, by type in AADSAS's order. */
export function useExperiences() {
  const result = useFirstAnswerDeferred(useQuery(ListExperiencesDocument));
  return { ...result, experiences: result.data?.myExperiences ?? [] };
}

/** Every log the entries are made of, by id: a shadowing visit, a volunteer day or another type's day. */
export function useLogsById() {
  const lists = [useEntries(SHADOWING), useEntries(VOLUNTEER), useEntries(EXPERIENCE_LOG)];
  return new Map(lists.flatMap((list) => list.entries.map((entry) => [entry.id, entry] as const)));
}

/**
 * What the student changes of the entries. An update answers its entry, which Apollo puts in place;
 * a move or a split changes which entries there are, so the list is fetched again.
 */
export function useExperienceWrites() {
  const regroup = { refetchQueries: [ListExperiencesDocument], awaitRefetchQueries: true };
  const [update, updating] = useMutation(UpdateExperienceDocument);
  const [move, moving] = useMutation(MoveExperienceLogDocument, regroup);
  const [split, splitting] = useMutation(SplitExperienceDocument, regroup);
  return {
    update: (id: string, input: ExperienceUpdate) => update({ variables: { id, input } }),
    move: (logId: string, toExperienceId: string) => move({ variables: { logId, toExperienceId } }),
    split: (id: string, logIds: string[]) => split({ variables: { id, logIds } }),
    saving: updating.loading,
    regrouping: moving.loading || splitting.loading,
  };
}
