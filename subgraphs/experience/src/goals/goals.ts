import type { Goals, GoalsUpdate } from '@predental/experience-contract/goals';
import type { ExperienceRecords } from '../experience-record';

/** A student's two hour goals, kept in their experience record; null until set. */
export function goalStore(records: ExperienceRecords) {
  return {
    async get(userId: string): Promise<Goals> {
      return (await records.read(userId)).goals;
    },

    update(userId: string, changes: GoalsUpdate): Promise<Goals> {
      return records.change(userId, (record) => {
        const goals: Goals = {
          shadowingGoal: changes.shadowingGoal ?? record.goals.shadowingGoal,
          volunteerGoal: changes.volunteerGoal ?? record.goals.volunteerGoal,
        };
        return { data: { ...record, goals }, result: goals };
      });
    },
  };
}
export type GoalStore = ReturnType<typeof goalStore>;
