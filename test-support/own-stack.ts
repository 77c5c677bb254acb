import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startTestStack, type Stack } from '../scripts/stack';

/**
 * A whole platform of its own for one describe block (for tests that stop or kill services,
 * which the shared stack must never see). Returns a getter: the stack exists once beforeAll ran.
 */
export function ownStack(
  label: string,
  env?: Record<string, string>,
): { readonly stack: Stack; readonly dataDir: string } {
  const name = `jest-${label}-${process.pid}`;
  const dataDir = path.join(ROOT, '.data', name);
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(name, { env });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get stack() {
      if (!stack) throw new Error('the stack starts in beforeAll');
      return stack;
    },
    dataDir,
  };
}
