/** The shell's pages a visitor sees signed out: no remote's code is needed there. */
export const PUBLIC_PATHS = ['/', '/auth'];
