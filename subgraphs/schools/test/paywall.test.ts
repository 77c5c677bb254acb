import { startSubgraphUnderTest, type SubgraphUnderTest } from '../../../test-support/subgraph-harness';
import { expectRefusal } from '../../../test-support/service-process';
import { favoritePaywall, PAYWALL_MESSAGE } from '../src/favorites/paywall';
import { aSchool } from '@predental/schools-contract/test-support/examples';

const student = {
  id: '665f00000000000000000001',
  username: 'student',
  isAdmin: false,
  isPremium: false,
  sessionId: 's1',
};
const premium = { ...student, id: '665f00000000000000000002', username: 'premium', isPremium: true };
const admin = { ...student, id: '665f00000000000000000003', username: 'admin', isAdmin: true };
const OFF = { premium: false, tokens: false, paywall: false };

describe('the favorite paywall rule (SPEC §4)', () => {
  it('lets everyone save schools while the paywall is off', () => {
    for (const viewer of [student, premium, admin]) expect(favoritePaywall(OFF).mayFavorite(viewer)).toBe(true);
  });

  it('with the paywall on, stops a student who is neither premium nor admin', () => {
    const paywall = favoritePaywall({ ...OFF, paywall: true, premium: true });
    expect(paywall.mayFavorite(student)).toBe(false);
    expect(() => paywall.check(student)).toThrow(PAYWALL_MESSAGE);
    expect(paywall.mayFavorite(premium)).toBe(true);
    expect(paywall.mayFavorite(admin)).toBe(true);
  });

  it('honours premium membership only while premium is switched on', () => {
    expect(favoritePaywall({ ...OFF, paywall: true }).mayFavorite(premium)).toBe(false);
    expect(favoritePaywall({ ...OFF, paywall: true }).mayFavorite(admin)).toBe(true);
  });

  it('lets token holders through while tokens are on: the provider reports 999 and allows every feature', () => {
    expect(favoritePaywall({ ...OFF, paywall: true, tokens: true }).mayFavorite(student)).toBe(true);
  });
});

const ADD = 'mutation ($id: ID!) { addFavoriteSchool(schoolId: $id) { id isFavorite } }';
const REMOVE = 'mutation ($id: ID!) { removeFavoriteSchool(schoolId: $id) { id isFavorite } }';
const MINE = '{ favoriteSchools { id } canFavoriteSchools }';

describe('the schools subgraph with FEATURE_PAYWALL and FEATURE_PREMIUM on', () => {
  let schools: SubgraphUnderTest;
  let schoolId: string;
  beforeAll(async () => {
    schools = await startSubgraphUnderTest('schools', { FEATURE_PAYWALL: 'true', FEATURE_PREMIUM: 'true' });
    const created = await schools.query(
      'mutation ($input: DentalSchoolInput!) { createDentalSchool(input: $input) { id } }',
      { input: aSchool() },
      admin,
    );
    schoolId = created.data!.createDentalSchool.id;
  }, 60_000);
  afterAll(() => schools?.stop());

  it('refuses a student the save with a clear message, stores nothing, and says so up front', async () => {
    const refused = await schools.query(ADD, { id: schoolId }, student);
    expect(refused.errors?.[0]).toMatchObject({ message: PAYWALL_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect((await schools.query(MINE, {}, student)).data).toEqual({ favoriteSchools: [], canFavoriteSchools: false });
    // Unfavoriting is always allowed.
    expect((await schools.query(REMOVE, { id: schoolId }, student)).data).toEqual({
      removeFavoriteSchool: { id: schoolId, isFavorite: false },
    });
  });

  it('lets a premium member and an admin save and unsave', async () => {
    for (const viewer of [premium, admin]) {
      expect((await schools.query(ADD, { id: schoolId }, viewer)).data).toEqual({
        addFavoriteSchool: { id: schoolId, isFavorite: true },
      });
      expect((await schools.query(MINE, {}, viewer)).data).toEqual({
        favoriteSchools: [{ id: schoolId }],
        canFavoriteSchools: true,
      });
      expect((await schools.query(REMOVE, { id: schoolId }, viewer)).data).toEqual({
        removeFavoriteSchool: { id: schoolId, isFavorite: false },
      });
    }
  });
});

describe('feature flags are configuration', () => {
  it('a flag that is not true or false stops the service at start, naming the variable', async () => {
    expect(await expectRefusal('subgraphs/schools', { FEATURE_PAYWALL: 'yes' })).toContain(
      'FEATURE_PAYWALL must be "true" or "false", got "yes"',
    );
  });
});
