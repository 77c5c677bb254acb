/**
 * @module-federation/sdk's env.js for the browser builds (index.js puts it in place of the SDK's):
 * the same exports, but debug mode is not read from localStorage. The runtime asks for it as its
 * module runs, so that read was the page's first localStorage access, which waits for the browser
 * to open the origin's storage: 1-3 ms inside main.js's first task, once 58 ms (issue 41). Debug
 * mode stays on with FEDERATION_DEBUG set, in the build's process.env or as a global.
 * test/federation-env.test.ts checks the exports still match the installed SDK's.
 */
/* global window, navigator, ENV_TARGET, FEDERATION_DEBUG */
export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env['FEDERATION_DEBUG'])
    return Boolean(process.env['FEDERATION_DEBUG']);
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}
