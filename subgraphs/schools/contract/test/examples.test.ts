import { dentalSchoolInputSchema } from '../src/dental-school';
import { validSchool } from '../test-support/examples';

/** Every test level starts from this example: it must be one the rules take as it is. */
it('validSchool is valid', () => {
  expect(dentalSchoolInputSchema.safeParse(validSchool).error?.issues).toBeUndefined();
});
