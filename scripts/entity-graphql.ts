import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entityOutputs } from './entity-graphql/outputs';

/** `npm run codegen`'s first step: each area's entity SDL and fragments from its zod contract. */
for (const { file, content } of entityOutputs()) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
