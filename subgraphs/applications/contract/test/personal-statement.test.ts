import { countWords, statementCounts, statementInputSchema, versionInputSchema } from '../src/personal-statement';
import { cycleUpdateSchema } from '../src/cycle';
import { exampleCycle } from '../test-support/examples';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const LIMIT = exampleCycle.statementLimit;

describe('the personal statement count', () => {
  it('is at the limit at exactly 4,500 and one over at 4,501', () => {
    expect(statementCounts('a'.repeat(4500), LIMIT)).toEqual({ characters: 4500, words: 1, overBy: 0 });
    expect(statementCounts('a'.repeat(4501), LIMIT).overBy).toBe(1);
    // 4,500 emoji with skin tones are 18,000 UTF-16 units but 4,500 characters.
    expect(statementCounts('👍🏽'.repeat(4500), LIMIT).overBy).toBe(0);
  });

  it('counts words between spaces and line breaks', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Ever since\n\nmy first  cleaning, ')).toBe(5);
    expect(countWords("I'm pre-dental.")).toBe(2);
  });
});

describe("the personal statement's input", () => {
  it('keeps line breaks and tabs in the text, and refuses other control and text-direction characters', () => {
    expect(versionInputSchema.parse({ text: 'Para one.\r\n\tPara two.' }).text).toBe('Para one.\r\n\tPara two.');
    expect(firstMessage(versionInputSchema.safeParse({ text: 'Null\u0000byte' }))).toBe(
      'Statement must not contain control or text-direction characters',
    );
    expect(firstMessage(versionInputSchema.safeParse({ text: 'abc\u202Edef' }))).toBe(
      'Statement must not contain control or text-direction characters',
    );
  });

  it('refuses a line break or a text-direction character in the title', () => {
    expect(firstMessage(statementInputSchema.safeParse({ title: 'Draft\n2' }))).toBe(
      'Title must not contain control or text-direction characters',
    );
    expect(firstMessage(statementInputSchema.safeParse({ title: '\u2066Draft' }))).toBe(
      'Title must not contain control or text-direction characters',
    );
    expect(statementInputSchema.parse({ title: ' Why oral health ' })).toEqual({ title: 'Why oral health', text: '' });
  });

  it('takes 50,000 characters and refuses 50,001', () => {
    expect(versionInputSchema.safeParse({ text: '👍🏽'.repeat(50_000) }).success).toBe(true);
    expect(firstMessage(versionInputSchema.safeParse({ text: 'a'.repeat(50_001) }))).toBe(
      'Statement must be at most 50,000 characters',
    );
  });

  it('makes the limit and the prompt cycle settings with their sources', () => {
    expect(exampleCycle.statementLimit).toBe(4500);
    expect(exampleCycle.statementPrompt).toBe('What motivated you to pursue a career in oral health?');
    expect(exampleCycle.statementLimitSourceUrl).toMatch(/^https?:\/\/www\.adea\.org\//);
    expect(exampleCycle.statementPromptSourceUrl).toMatch(/^https:\/\//);
    expect(firstMessage(cycleUpdateSchema.safeParse({ statementLimit: 45.5 }))).toBe(
      'Personal statement limit must be a whole number of characters',
    );
  });
});
