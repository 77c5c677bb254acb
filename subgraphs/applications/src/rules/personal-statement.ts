import { countCharacters } from '@predental/contracts/characters';
import { MAX_VERSIONS, countWords, overLimitMessage } from '@predental/applications-contract/personal-statement';
import { badInput, notFound } from '@predental/service-kit/errors';
import type { StoredStatement, VersionEntry } from '../statements/statement-record';

/** A version saved after the others, which stay as they were; the draft becomes its text. */
export function withVersion(statement: StoredStatement, version: VersionEntry, text: string): StoredStatement {
  if (statement.versions.length >= MAX_VERSIONS)
    badInput(`A personal statement keeps at most ${MAX_VERSIONS} versions`);
  return { ...statement, draft: text, draftSavedAt: version.savedAt, versions: [...statement.versions, version] };
}

/** The version marked final, the one before no longer; refused while it is over the limit. */
export function withFinal(statement: StoredStatement, versionId: string, limit: number): StoredStatement {
  const version = statement.versions.find((saved) => saved.id === versionId);
  if (!version) notFound('Version');
  const overBy = Math.max(0, version.characters - limit);
  if (overBy > 0) badInput(overLimitMessage(overBy, limit));
  return { ...statement, finalVersionId: versionId };
}

/** What a version is saved with: its counts (the limit decides overBy when read). */
export function versionEntry(id: string, text: string, savedAt: string): VersionEntry {
  return { id, characters: countCharacters(text), words: countWords(text), savedAt };
}
