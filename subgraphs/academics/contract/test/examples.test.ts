import { courseInputSchema } from '../src/course';
import { datScoreInputSchema } from '../src/dat';
import * as examples from '../test-support/examples';

/** Every test level starts from these examples: each must be one the rules take as it is. */
it.each([
  ['validCourseInput', courseInputSchema, examples.validCourseInput],
  ['validAadsasCourseInput', courseInputSchema, examples.validAadsasCourseInput],
  ['aCourse()', courseInputSchema, examples.aCourse()],
  ['anAadsasCourse()', courseInputSchema, examples.anAadsasCourse()],
  ['validDatScore', datScoreInputSchema, examples.validDatScore],
  ['validNewScaleDatScore', datScoreInputSchema, examples.validNewScaleDatScore],
  ['validOldScaleDatScore', datScoreInputSchema, examples.validOldScaleDatScore],
] as const)('%s is valid', (_, schema, example) => {
  expect(schema.safeParse(example).error?.issues).toBeUndefined();
});
