import type { Goals, GoalsUpdate } from '@predental/contracts/goals';
import { readCache } from '@predental/service-kit/read-cache';
import mongoose, { type Connection } from 'mongoose';

/** One document per student, keyed by their user id; no document means no goals yet. */
const goalsSchema = new mongoose.Schema(
  {
    _id: { type: mongoose.Schema.Types.ObjectId, required: true },
    shadowingGoal: { type: Number, default: null },
    volunteerGoal: { type: Number, default: null },
  },
  { timestamps: true },
);

export function goalsModel(connection: Connection) {
  return connection.model('Goals', goalsSchema);
}
export type GoalsModel = ReturnType<typeof goalsModel>;

const NO_GOALS: Goals = { shadowingGoal: null, volunteerGoal: null };

export function goalStore(goals: GoalsModel) {
  const cache = readCache<Goals>();
  const toGoals = (doc: { shadowingGoal?: number | null; volunteerGoal?: number | null } | null): Goals =>
    doc ? { shadowingGoal: doc.shadowingGoal ?? null, volunteerGoal: doc.volunteerGoal ?? null } : NO_GOALS;

  return {
    get(userId: string): Promise<Goals> {
      return cache.load(userId, async () => toGoals(await goals.findById(userId).lean()));
    },

    /** An upsert, so the first goal a student sets creates their document. */
    async update(userId: string, changes: GoalsUpdate): Promise<Goals> {
      const doc = await goals.findByIdAndUpdate(userId, { $set: changes }, { new: true, upsert: true }).lean();
      cache.invalidate(userId);
      return toGoals(doc);
    },
  };
}
export type GoalStore = ReturnType<typeof goalStore>;
