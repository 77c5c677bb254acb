/** Every field of a DAT score, for GraphQL selections. */
export const DAT_FIELDS =
  'id userId testDate scale biology generalChemistry organicChemistry perceptualAbility readingComprehension quantitativeReasoning academicAverage totalScience';

/** An attempt as the platform stores it for `userId`: a fresh id, the scale (200-600 unless the attempt says), and totalScience worked out on the server. */
export const storedAttempt = (userId: string, attempt: object, totalScience: number) => ({
  id: expect.any(String),
  userId,
  scale: '200-600',
  ...attempt,
  totalScience,
});
