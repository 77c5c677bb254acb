import { EXPERIENCE_TYPES, type ExperienceType } from '@predental/experience-contract/experience-types';
import type { Goals } from '@predental/experience-contract/goals';
import { groupedLogs, type AllLogs } from '../experiences/compose';
import { hoursSummary, type HoursSummary } from './hours-summary';

/**
 * Each AADSAS type's hours, in AADSAS's order, also the types without any. Volunteer has SPEC's
 * goal, the logged types their own; the two shadowing types none, as SPEC's shadowing goal
 * counts both (it stays in the summary's shadowing).
 */
export function hoursByType(all: AllLogs, goals: Goals, month: string): (HoursSummary & { type: ExperienceType })[] {
  const logs = groupedLogs(all);
  const goalOf = (type: ExperienceType) =>
    type === 'volunteer' ? goals.volunteerGoal : (goals.typeGoals.find((one) => one.type === type)?.goal ?? null);
  return EXPERIENCE_TYPES.map((type) => ({
    type,
    ...hoursSummary(
      logs.filter((log) => log.type === type),
      goalOf(type),
      month,
    ),
  }));
}
