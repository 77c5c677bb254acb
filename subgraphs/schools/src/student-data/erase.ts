import type { FavoriteRecords } from '../favorites/favorites';

/** A deleted account's favorites: its one record and its count in the admin totals (the directory is nobody's). */
export const eraseFavorites = (records: FavoriteRecords) => (userId: string) => records.erase(userId);
