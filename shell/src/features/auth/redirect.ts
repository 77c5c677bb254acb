/**
 * Where to go after signing in. Only same-origin paths are accepted: a leading '/' but not
 * '//' or '/\' (ARCHITECTURE: SPEC's rule alone would allow an open redirect).
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
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return fallback;
  return decoded;
}
