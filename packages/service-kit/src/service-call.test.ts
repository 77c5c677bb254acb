import { signServiceCall, verifyServiceCall } from './service-call';
import { signViewer } from './viewer-token';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe("a service's own call", () => {
  it('is taken by the area it is signed for, as the service that signed it', () => {
    expect(verifyServiceCall(signServiceCall('identity', SECRET, 'academics'), SECRET, 'academics')).toBe('identity');
  });

  it('is refused by another area, once expired, or signed with another secret', () => {
    const now = Date.now();
    expect(verifyServiceCall(signServiceCall('identity', SECRET, 'schools'), SECRET, 'academics')).toBeNull();
    expect(
      verifyServiceCall(signServiceCall('identity', SECRET, 'academics', now - 60_000), SECRET, 'academics', now),
    ).toBeNull();
    expect(
      verifyServiceCall(signServiceCall('identity', `${SECRET}-other`, 'academics'), SECRET, 'academics'),
    ).toBeNull();
  });

  it("cannot be made from the gateway's viewer assertion, whoever the viewer", () => {
    const admin = { id: 'a', username: 'admin', isAdmin: true, isPremium: false, sessionId: 's' };
    expect(verifyServiceCall(signViewer(admin, SECRET, 'academics'), SECRET, 'academics')).toBeNull();
    // Nor by rewriting a genuine call's claims under its signature.
    const [, signature] = signServiceCall('identity', SECRET, 'schools').split('.');
    const body = Buffer.from(JSON.stringify({ service: 'identity', aud: 'academics', exp: Date.now() + 1000 }));
    expect(verifyServiceCall(`${body.toString('base64url')}.${signature}`, SECRET, 'academics')).toBeNull();
  });
});
