import type { ExperienceRecords } from '../experience-record';

/** A deleted account's experience: its one record (every log, experience entry and goal) and its counts in the admin totals. */
export const eraseExperience = (records: ExperienceRecords) => (userId: string) => records.erase(userId);
