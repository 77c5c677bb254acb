import { validSchool } from '@predental/schools-contract/test-support/examples';

export { adminClient } from '../../../test-support/api-client';

let counter = 0;
/** A complete, valid school with a name no other test uses (every test file, of every run, shares one school list). */
export function newSchool(fields: Record<string, unknown> = {}) {
  counter += 1;
  const name = `${validSchool.name} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { ...validSchool, name, ...fields };
}
