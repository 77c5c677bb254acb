/** Today as YYYY-MM-DD in the student's own time zone (toISOString would use UTC). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Jun 15, 2024' from '2024-06-15', read as a calendar date so no time zone shifts the day. */
export function formatCalendarDate(date: string | null | undefined): string {
  const [year, month, day] = (date ?? '').split('-').map(Number);
  if (!year || !month || !day) return 'N/A';
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
