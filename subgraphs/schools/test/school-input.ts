import { validSchool } from '@predental/schools-contract/test-support/examples';

let counter = 0;
/** The example school with a name no other test of this process uses, then the fields given. */
export function schoolInput(fields: Record<string, unknown> = {}) {
  counter += 1;
  return { ...validSchool, name: `${validSchool.name} ${process.pid.toString(36)}${counter}`, ...fields };
}
