/**
 * The working draft kept in the browser until the server has it: written on every keystroke,
 * removed once an autosave of that very text succeeds, read back on the next visit. So a dropped
 * network, a closed tab or a reload loses nothing typed.
 */
const keyOf = (statementId: string) => `predental:statement-draft:${statementId}`;

export const draftStore = {
  /** The text the server may not have yet, or null. */
  pending(statementId: string): string | null {
    try {
      return localStorage.getItem(keyOf(statementId));
    } catch {
      return null; // storage refused (private mode): autosave alone
    }
  },
  keep(statementId: string, text: string) {
    try {
      localStorage.setItem(keyOf(statementId), text);
    } catch {
      // full or refused: the server copy is all there is
    }
  },
  /** The server has this text: forget it, unless the student typed on since. */
  saved(statementId: string, text: string) {
    if (draftStore.pending(statementId) === text) localStorage.removeItem(keyOf(statementId));
  },
};
