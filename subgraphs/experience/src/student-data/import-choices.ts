import type { ExperienceData } from '@predental/experience-contract/student-data';
import { Types } from 'mongoose';
import type { GroupedLog } from '../experiences/compose';
import type { ExperienceChoices } from '../experiences/experience-choices';

/**
 * The student's AADSAS entries of a data file as choices over the imported logs. A default entry
 * keeps its id, which its group makes on every platform; an entry split off gets a new one. A log
 * whose entry is not its default one is placed there, and each entry keeps what the student added.
 * `newLogId` maps the file's log ids to the stored ones (the file was checked: each is there).
 */
export function importedChoices(
  experiences: ExperienceData['experiences'],
  newLogId: ReadonlyMap<string, string>,
  logs: readonly GroupedLog[],
): ExperienceChoices {
  const logById = new Map(logs.map((log) => [log.id, log]));
  const choices: ExperienceChoices = { placements: [], additions: [] };
  for (const experience of experiences) {
    const own = experience.logIds.map((fileId) => logById.get(newLogId.get(fileId)!)!);
    const id = own.some((log) => log.defaultId === experience.id) ? experience.id : new Types.ObjectId().toHexString();
    for (const log of own)
      if (log.defaultId !== id) choices.placements.push({ logId: log.id, experienceId: id, type: log.type });
    choices.additions.push({
      id,
      contact: experience.contact ?? {},
      ongoing: experience.ongoing ?? false,
      description: experience.description ?? null,
      highlighted: experience.highlighted ?? false,
    });
  }
  return choices;
}
