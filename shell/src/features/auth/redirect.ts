/**
 * Stands for our own origin when resolving a target: only whether the result leaves it matters.
 * (A fixed one keeps the check the same wherever it runs.)
 */
const OWN_ORIGIN = 'https://predental.invalid';

/**
 * Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.com' and
 * '/\evil.com' both become '//evil.com'. Any control character or whitespace is refused.
 */
// eslint-disable-next-line no-control-regex -- the rule exists to find control characters
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/;

function staysOnOurOrigin(path: string): boolean {
  try {
    return new URL(path, OWN_ORIGIN).origin === OWN_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Where to go after signing in. Only same-origin paths are accepted: a leading '/' but not
 * '//' or '/\', no control characters or whitespace, and nothing that resolves to another
 * origin (ARCHITECTURE: SPEC's rule alone would allow an open redirect).
 */
export function redirectTarget(raw: string | null): string {
  const fallback = '/dashboard';
  if (!raw) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch (error) {
    console.error('Ignoring a redirect parameter that cannot be decoded', error);
    return fallback;
  }
  if (!decoded.startsWith('/') || decoded[1] === '/' || decoded[1] === '\\' || CONTROL_OR_SPACE.test(decoded))
    return fallback;
  return staysOnOurOrigin(decoded) ? decoded : fallback;
}
