import type { Goals, GoalsUpdate, TypeGoalInput } from '@predental/experience-contract/goals';
import type { ExperienceRecord, ExperienceRecords } from '../experience-record';

const goalsOf = (record: ExperienceRecord): Goals => ({ ...record.goals, typeGoals: record.goals.typeGoals ?? [] });

/** A student's hour goals, kept in their experience record: SPEC's two (null until set) and the other types' (listed once set). */
export function goalStore(records: ExperienceRecords) {
  const change = (userId: string, changed: (goals: Goals) => Goals) =>
    records.change(userId, (record) => {
      const goals = changed(goalsOf(record));
      return { data: { ...record, goals }, result: goals };
    });

  return {
    async get(userId: string): Promise<Goals> {
      return goalsOf(await records.read(userId));
    },

    update: (userId: string, changes: GoalsUpdate) =>
      change(userId, (goals) => ({
        ...goals,
        shadowingGoal: changes.shadowingGoal ?? goals.shadowingGoal,
        volunteerGoal: changes.volunteerGoal ?? goals.volunteerGoal,
      })),

    /** Sets one type's goal, or removes it with null. */
    setTypeGoal: (userId: string, { type, goal }: TypeGoalInput) =>
      change(userId, (goals) => ({
        ...goals,
        typeGoals: [...goals.typeGoals.filter((one) => one.type !== type), ...(goal === null ? [] : [{ type, goal }])],
      })),
  };
}
export type GoalStore = ReturnType<typeof goalStore>;
