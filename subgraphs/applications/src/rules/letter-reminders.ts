const DAY_MS = 86_400_000;

/**
 * The letters to follow up on `today`: asked for more than `days` days before and neither
 * completed nor declined (a planned letter was never asked for).
 */
export function lettersToFollowUp<L extends { status: string; requestedOn: string | null }>(
  letters: readonly L[],
  today: string,
  days: number,
): L[] {
  const askedBefore = new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return letters.filter(
    (letter) =>
      (letter.status === 'requested' || letter.status === 'accepted') &&
      letter.requestedOn !== null &&
      letter.requestedOn < askedBefore,
  );
}
