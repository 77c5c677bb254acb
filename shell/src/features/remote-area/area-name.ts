/**
 * The area name a remote's error card uses before its declaration was ever read: its name in the
 * manifest.
 */
export const fallbackAreaName = (remote: string) => remote.charAt(0).toUpperCase() + remote.slice(1);
