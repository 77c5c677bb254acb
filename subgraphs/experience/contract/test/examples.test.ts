import { shadowingInputSchema } from '../src/shadowing';
import { volunteerInputSchema } from '../src/volunteer';
import { validShadowingEntry, validVolunteerEntry } from '../test-support/examples';

/** Every test level starts from these examples: each must be one the rules take as it is. */
it.each([
  ['validShadowingEntry', shadowingInputSchema, validShadowingEntry],
  ['validVolunteerEntry', volunteerInputSchema, validVolunteerEntry],
] as const)('%s is valid', (_, schema, example) => {
  expect(schema.safeParse(example).error?.issues).toBeUndefined();
});
