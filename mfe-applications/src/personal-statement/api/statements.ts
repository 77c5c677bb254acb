import { useMutation, useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import {
  AddPersonalStatementDocument,
  AddStatementVersionDocument,
  AutosaveDraftDocument,
  GetPersonalStatementDocument,
  ListPersonalStatementsDocument,
  MarkFinalVersionDocument,
} from '../../gql/graphql';

/** The student's statements, newest first. */
export function useStatements() {
  const result = useFirstAnswerDeferred(useQuery(ListPersonalStatementsDocument));
  return { ...result, statements: result.data?.myPersonalStatements ?? [] };
}

export function useStatement(id: string) {
  const result = useQuery(GetPersonalStatementDocument, { variables: { id } });
  return { ...result, statement: result.data?.personalStatement ?? null };
}

/** The list shows each statement's final version and draft counts: asked again after a write that moves them. */
const LIST_CHANGED = { refetchQueries: [ListPersonalStatementsDocument] };

export function useStatementWrites() {
  const [add, adding] = useMutation(AddPersonalStatementDocument, { ...LIST_CHANGED, awaitRefetchQueries: true });
  const [addVersion, savingVersion] = useMutation(AddStatementVersionDocument, LIST_CHANGED);
  const [markFinal, marking] = useMutation(MarkFinalVersionDocument, LIST_CHANGED);
  const [autosave] = useMutation(AutosaveDraftDocument);
  return {
    add: async (title: string) => (await add({ variables: { title } })).data?.addPersonalStatement,
    addVersion: (statementId: string, text: string) => addVersion({ variables: { statementId, text } }),
    markFinal: (statementId: string, versionId: string) => markFinal({ variables: { statementId, versionId } }),
    autosave: (statementId: string, draft: string) => autosave({ variables: { statementId, draft } }),
    adding: adding.loading,
    savingVersion: savingVersion.loading,
    marking: marking.loading,
  };
}
