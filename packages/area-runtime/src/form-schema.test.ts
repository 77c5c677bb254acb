import { z } from 'zod';
import { resolverOf } from './form-resolver';
import { formSchema } from './form-schema';

describe('a form schema loaded on first use', () => {
  it('loads once, and again after a failed load', async () => {
    const schema = z.object({ hours: z.number({ error: 'Hours must be a number' }) });
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const loaded = formSchema(load);
    await expect(loaded()).rejects.toThrow('offline');
    await expect(loaded()).resolves.toBe(schema);
    await expect(loaded()).resolves.toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives the form zod's messages", async () => {
    const resolver = resolverOf(async () => z.object({ hours: z.number({ error: 'Hours must be a number' }) }));
    const result = await resolver({ hours: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.hours?.message).toBe('Hours must be a number');
  });
});
