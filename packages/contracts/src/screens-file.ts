/**
 * The file a remote's build writes its screen declaration to, next to mf-manifest.json. Apart
 * from ./screens, so what only finds the file loads no zod.
 */
export const SCREENS_FILE = 'screens.json';
