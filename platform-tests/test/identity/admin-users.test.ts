import { adminClient, signedInClient } from '../../../test-support/api-client';

describe('what an admin sees of the accounts (issue 23)', () => {
  it("lists every field an admin may ask for, and offers none of a student's own records", async () => {
    const { client: student, account } = await signedInClient('listed');
    expect(
      (await student.post('/api/shadowing', { doctorName: 'Dr. A', practice: 'P', date: '2025-06-01', hours: 2 }))
        .status,
    ).toBe(201);
    const admin = await adminClient();

    const listed = await admin.graphql<{ adminUsers: Record<string, unknown>[] }>(
      '{ adminUsers { id username email isAdmin isPremium } }',
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.adminUsers).toContainEqual({
      id: expect.any(String),
      username: account.username,
      email: account.email,
      isAdmin: false,
      isPremium: false,
    });

    // A student's records are not in the list's type: one refusal for the query, never one per user, never a list nulled.
    for (const field of ['goals { shadowingGoal }', 'datScores { id }', 'courses { id }', 'shadowingEntries { id }']) {
      const refused = await admin.graphql(`{ adminUsers { id ${field} } }`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors![0]!.message).toMatch(/^Cannot query field "\w+" on type "AccountSummary"\.$/);
    }
    // The REST list is the same fields SPEC §7 names.
    const rest = (await admin.get('/api/admin/users')).body as Record<string, unknown>[];
    expect(Object.keys(rest[0]!).sort()).toEqual(['email', 'id', 'isAdmin', 'username']);
  });
});
