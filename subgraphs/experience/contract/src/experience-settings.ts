/**
 * The AADSAS figures the product follows, each with its source, so a screen can say where it
 * comes from: dental applicants get 600 characters per experience description and may mark 6
 * experiences as highlighted; after submission, entered experiences can no longer be edited,
 * only new ones added (UNLV Pre-Professional Advising Center, experience writing guide, undated
 * page, read 2026: https://www.unlv.edu/advising/ppac/writing).
 * Apart from the schemas (./experiences), so the experiences screen counts a description without zod.
 */
export const EXPERIENCE_SETTINGS = {
  descriptionLimit: 600,
  descriptionLimitSourceUrl: 'https://www.unlv.edu/advising/ppac/writing',
  highlightLimit: 6,
  highlightLimitSourceUrl: 'https://www.unlv.edu/advising/ppac/writing',
} as const;
