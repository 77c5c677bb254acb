import mongoose, { type Connection } from 'mongoose';

/**
 * One document per seed key ever loaded, so a school an admin deleted is not brought back and
 * a later release adds only the keys that are new to it.
 */
const seedKeySchema = new mongoose.Schema(
  { _id: { type: String, required: true } },
  { timestamps: { createdAt: 'loadedAt', updatedAt: false }, versionKey: false },
);

export function seedLogModel(connection: Connection) {
  return connection.model('SchoolSeedKey', seedKeySchema);
}
export type SeedLogModel = ReturnType<typeof seedLogModel>;
