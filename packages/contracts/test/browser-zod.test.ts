import { parseWithoutEval } from '../src/browser-zod';

type Zod = typeof import('zod');

describe('parseWithoutEval', () => {
  it('makes zod jitless when zod is loaded after it, as in the browser', () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    parseWithoutEval();
    jest.isolateModules(() => {
      const zod = jest.requireActual<Zod>('zod');
      expect(zod.config().jitless).toBe(true);
    });
  });

  it('makes zod jitless when zod is already loaded', () => {
    jest.isolateModules(() => {
      delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
      const zod = jest.requireActual<Zod>('zod');
      expect(zod.config().jitless).toBeUndefined();
      parseWithoutEval();
      expect(zod.config().jitless).toBe(true);
    });
  });
});
