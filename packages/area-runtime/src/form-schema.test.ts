import { z } from 'zod';
import { resolverOf } from './form-resolver';
import { FORM_UNAVAILABLE, formSchema, submitting } from './form-schema';

describe('a form schema loaded on first use', () => {
  it('loads once, and again after a failed load, which says the form could not load', async () => {
    const schema = z.object({ hours: z.number({ error: 'Hours must be a number' }) });
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed.')).mockResolvedValue(schema);
    const loaded = formSchema(load);
    await expect(loaded()).rejects.toThrow(FORM_UNAVAILABLE);
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

describe('sending a form', () => {
  it('tells the student when its checks could not load, and nothing else happens', async () => {
    const failed = jest.fn();
    const unavailable = formSchema(() => Promise.reject(new Error('offline')));
    const resolver = resolverOf(unavailable);
    const send = async () => {
      await resolver({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    };
    submitting(send, failed)(undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(failed).toHaveBeenCalledWith(new Error(FORM_UNAVAILABLE));
  });

  it('stays quiet when the form was sent', async () => {
    const failed = jest.fn();
    const send = jest.fn().mockResolvedValue(undefined);
    submitting(send, failed)('event');
    await new Promise((resolve) => setImmediate(resolve));
    expect(send).toHaveBeenCalledWith('event');
    expect(failed).not.toHaveBeenCalled();
  });
});
