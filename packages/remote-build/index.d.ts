/** What TypeScript code (the tests) reads from these settings. */
export declare const SHARED_PACKAGES: readonly string[];
