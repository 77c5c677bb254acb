import mongoose, { type Connection } from 'mongoose';

/** One document per saved school: adding and removing touch one document, so no transaction is needed. */
const favoriteSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    schoolId: { type: mongoose.Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
favoriteSchema.index({ userId: 1, schoolId: 1 }, { unique: true });
// Serves removing a deleted school from everyone's favorites.
favoriteSchema.index({ schoolId: 1 });

export function favoriteModel(connection: Connection) {
  return connection.model('Favorite', favoriteSchema);
}
export type FavoriteModel = ReturnType<typeof favoriteModel>;
