import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { experienceLogInputSchema, experienceLogUpdateSchema } from '../src/experience-log';
import { experienceUpdateSchema } from '../src/experiences';
import { shadowingInputSchema, shadowingUpdateSchema } from '../src/shadowing';
import { validExperienceLog, validShadowingEntry } from '../test-support/examples';

/** The message the REST bridge answers with its 400 and the subgraph with BAD_USER_INPUT, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe('an experience log', () => {
  it('takes the five types SPEC does not log, and says where shadowing and volunteer hours go', () => {
    expect(verdict(experienceLogInputSchema.safeParse(validExperienceLog))).toBe('ok');
    expect(verdict(experienceLogInputSchema.safeParse({ ...validExperienceLog, type: 'dental-experience' }))).toBe(
      'ok',
    );
    for (const type of ['teaching', 'volunteer', 'dental-shadowing-in-person'])
      expect(verdict(experienceLogInputSchema.safeParse({ ...validExperienceLog, type }))).toBe(
        'Type must be one of academic-enrichment, dental-experience, employment, extracurricular, research (shadowing and volunteer hours are logged at /api/shadowing and /api/volunteer)',
      );
  });

  it('keeps the hours rules of every entry', () => {
    expect(verdict(experienceLogInputSchema.safeParse({ ...validExperienceLog, hours: 24.5 }))).toBe(
      'Hours must be at most 24 per entry',
    );
    expect(verdict(experienceLogUpdateSchema.safeParse({ hours: 0 }))).toBe('Hours must be greater than 0');
    expect(verdict(experienceLogInputSchema.safeParse({ ...validExperienceLog, organization: ' ' }))).toBe(
      'Organization name is required',
    );
  });
});

describe("shadowing's mode", () => {
  it('is in person unless said, and virtual when said', () => {
    const { mode: _mode, ...spec } = validShadowingEntry;
    expect(shadowingInputSchema.parse(spec).mode).toBe('in-person');
    expect(shadowingInputSchema.parse({ ...spec, mode: 'virtual' }).mode).toBe('virtual');
    expect(verdict(shadowingInputSchema.safeParse({ ...spec, mode: 'video' }))).toBe(
      'Mode must be one of in-person, virtual',
    );
  });

  it('stays as stored when a change leaves it out', () => {
    expect(shadowingUpdateSchema.parse({ hours: 2 })).toEqual({ hours: 2 });
  });
});

describe('what a student adds to an AADSAS entry', () => {
  it('takes a description of 600 characters, spaces included, and refuses 601', () => {
    const words = 'Assisted. '.repeat(60);
    expect(words).toHaveLength(600);
    expect(verdict(experienceUpdateSchema.safeParse({ description: words }))).toBe('ok');
    expect(verdict(experienceUpdateSchema.safeParse({ description: `${words}!` }))).toBe(
      'Description must be at most 600 characters (it has 601)',
    );
  });

  it('counts an emoji with a skin tone or an accent typed as a mark once, as a reader sees it', () => {
    expect(verdict(experienceUpdateSchema.safeParse({ description: '👍🏽'.repeat(600) }))).toBe('ok');
    expect(verdict(experienceUpdateSchema.safeParse({ description: 'e\u0301'.repeat(601) }))).toBe(
      'Description must be at most 600 characters (it has 601)',
    );
  });

  it('refuses a contact email that is not one, and takes an empty one as none', () => {
    expect(verdict(experienceUpdateSchema.safeParse({ contact: { email: 'ada at lab' } }))).toBe(
      'Please enter a valid contact email',
    );
    expect(experienceUpdateSchema.parse({ contact: { email: '' } })).toEqual({ contact: { email: null } });
    expect(experienceUpdateSchema.parse({ contact: { name: ' Dr. Ada Park ' } })).toEqual({
      contact: { name: 'Dr. Ada Park' },
    });
  });

  it('needs something to change', () => {
    expect(verdict(experienceUpdateSchema.safeParse({}))).toBe(
      'Nothing to update: send contact, ongoing, description or highlighted',
    );
    expect(verdict(experienceUpdateSchema.safeParse({ highlighted: 'yes' }))).toBe('Highlighted must be true or false');
  });
});
