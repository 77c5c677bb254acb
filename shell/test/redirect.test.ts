import { redirectTarget } from '../src/features/auth/redirect';

describe('the sign-in redirect parameter', () => {
  it.each([
    ['/coursework', '/coursework'],
    ['%2Fcoursework', '/coursework'],
    ['/dental-schools?state=CA#list', '/dental-schools?state=CA#list'],
    ['/admin/dental-schools', '/admin/dental-schools'],
  ])('follows our own path %s', (raw, target) => {
    expect(redirectTarget(raw)).toBe(target);
  });

  it.each([
    // Browsers drop tabs and newlines inside URLs: these become //evil.com.
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%0d/evil.com',
    '/\t/evil.com',
    '/%09%5Cevil.com',
    // Refused before too; kept as guards.
    '/\\evil.com',
    '//evil.com',
    '%2F%2Fevil.com',
    'https://evil.com',
    'evil.com',
    // Whitespace or control characters anywhere.
    '/dashboard%20',
    '/a%00b',
    '/a%7Fb',
  ])('refuses %j and falls back to /dashboard', (raw) => {
    expect(redirectTarget(raw)).toBe('/dashboard');
  });

  it('falls back to /dashboard without a parameter', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget('')).toBe('/dashboard');
  });

  it('logs a parameter that cannot be decoded and falls back to /dashboard', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(redirectTarget('/%E0%A4%A')).toBe('/dashboard');
      expect(logged).toHaveBeenCalledWith('Ignoring a redirect parameter that cannot be decoded', expect.any(URIError));
    } finally {
      logged.mockRestore();
    }
  });
});
