/**
 * The area name a remote's error card uses before its declaration was ever read: its name in the
 * manifest. Apart from screen-declarations.ts, whose checks load zod after the first paint.
 */
export const fallbackAreaName = (remote: string) => remote.charAt(0).toUpperCase() + remote.slice(1);
