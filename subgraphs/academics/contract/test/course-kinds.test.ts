import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { courseInputSchema, courseUpdateSchema } from '../src/course';
import { COUNTS_TOWARD_VALUES, COURSE_KINDS, recogniseCourse, recogniseRequirement } from '../src/course-kinds';
import { validCourseInput } from '../test-support/examples';

const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe("a course's kind, from its name first, then its code's letters", () => {
  it.each([
    ['Biochemistry I', 'CHEM 450', 'biochemistry'],
    ['Intro to Biochem', 'XYZ 100', 'biochemistry'],
    ['Metabolism', 'BIOC 301', 'biochemistry'],
    ['Metabolism', 'bchm-210', 'biochemistry'],
    ['Human A&P I', 'BIO 201', 'anatomy-physiology'],
    ['Anatomy and Physiology II', 'BIOL 2402', 'anatomy-physiology'],
    ['Structure and Function', 'A&P 101', 'anatomy-physiology'],
    ['Human Anatomy', 'BIOL 230', 'anatomy'],
    ['Mammalian Physiology', 'BIOL 240', 'physiology'],
    ['Microbes', 'MICRO 301', 'microbiology'],
    ['Microbes', 'MCB 2010', 'microbiology'],
    ['General Microbiology', 'BIO 310', 'microbiology'],
    ['Cell Biology', 'BIOL 330', 'cell-molecular-biology'],
    ['Genetics', 'BIOL 350', 'genetics'],
    ['Organic Chemistry I', 'CHEM 251', 'organic-chemistry'],
    ['Inorganic Chemistry', 'CHEM 121', 'general-chemistry'],
    ['Chemistry II', 'CHEM 122', 'general-chemistry'],
    ['Introductory Biology I', 'BIO 111', 'general-biology'],
    ['Course', 'BIOL 102', 'general-biology'],
    ['College Physics I', 'PHYS 111', 'physics'],
    ['College Writing I', 'ENGL 110', 'english'],
    ['Calculus I', 'MATH 151', 'mathematics'],
    ['Biostatistics', 'PUBH 300', 'mathematics'],
    ['Intro to Psychology', 'PSY 100', 'psychology'],
    ['Public Speaking', 'COMM 110', 'communication'],
    ['Principles of Microeconomics', 'ECON 201', 'business'],
  ])('%s (%s) is %s', (courseName, courseCode, kind) => {
    expect(recogniseCourse({ courseName, courseCode })).toBe(kind);
  });

  it('recognises nothing in a course it has no name or code for', () => {
    expect(recogniseCourse({ courseName: 'World History', courseCode: 'HIST 110' })).toBeUndefined();
    expect(recogniseCourse({ courseName: 'Course', courseCode: 'XYZ 100' })).toBeUndefined();
  });
});

describe("a school's requirement, from its label", () => {
  it.each([
    ['Microbiology or Biochemistry', ['biochemistry', 'microbiology'], []],
    ['Organic Chemistry I & II', ['organic-chemistry'], []],
    ['Chemistry (general and organic)', ['organic-chemistry', 'general-chemistry'], []],
    ['Inorganic Chemistry', ['general-chemistry'], []],
    ['Biochemistry (one semester)', ['biochemistry'], []],
    // Anatomy, physiology and the two together meet each other.
    ['Anatomy and Physiology I & II', ['anatomy-physiology', 'anatomy', 'physiology'], []],
    ['Human Anatomy', ['anatomy', 'anatomy-physiology'], []],
    ['Histology/Cell Biology', ['cell-molecular-biology', 'histology'], []],
    ['English, Communication or Speech (2 semesters / 3 quarters)', ['english', 'communication'], []],
    // General requirements: any course of their subject(s).
    ['Biology with labs', ['general-biology'], ['Biology']],
    ['Additional Biology, Chemistry and/or Physics', [], ['Biology', 'Chemistry', 'Physics']],
    ['Business (at least one course)', ['business'], ['Business']],
    ['Something new', [], ['Other Science']],
  ])('%s', (label, kinds, subjects) => {
    expect(recogniseRequirement(label, 'Other Science')).toEqual({ kinds, subjects });
  });

  it('recognises a kind in every requirement of the seed that names a course', () => {
    const csv = readFileSync(
      path.join(__dirname, '..', '..', '..', 'schools', 'seed', 'school-prerequisites.csv'),
      'utf8',
    );
    const labels = new Set(
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => /^[^,]+,("[^"]*"|[^,]*)/.exec(line)![1]!.replace(/^"|"$/g, '')),
    );
    const unrecognised = [...labels].filter((label) => {
      const { kinds, subjects } = recogniseRequirement(label, 'none');
      return kinds.length === 0 && String(subjects[0]) === 'none';
    });
    expect(unrecognised).toEqual([]);
  });

  it('names only kinds of the table as the kinds that also meet a requirement', () => {
    const also = Object.values(COURSE_KINDS).flatMap((kind) => ('alsoMetBy' in kind ? kind.alsoMetBy : []));
    expect(also.filter((kind) => !(kind in COURSE_KINDS))).toEqual([]);
  });
});

describe("a course's countsToward", () => {
  const message = `Counts toward must be one of: ${COUNTS_TOWARD_VALUES.join(', ')}`;

  it.each([
    [{ countsToward: 'biochemistry' }, 'ok'],
    [{ countsToward: 'none' }, 'ok'],
    [{ countsToward: null }, 'ok'],
    [{ countsToward: '' }, 'ok'],
    [{ countsToward: 'Biochemistry' }, message],
    [{ countsToward: 'astrology' }, message],
    [{ countsToward: 3 }, message],
  ])('%p on a new course: %s', (change, expected) => {
    expect(verdict(courseInputSchema.safeParse({ ...validCourseInput, ...change }))).toBe(expected);
  });

  it('is kept as given, and "" (the form\'s recognised choice) is null', () => {
    expect(courseInputSchema.parse({ ...validCourseInput, countsToward: 'microbiology' }).countsToward).toBe(
      'microbiology',
    );
    expect(courseInputSchema.parse({ ...validCourseInput, countsToward: '' }).countsToward).toBeNull();
  });

  it.each([
    [{ countsToward: 'anatomy' }, 'ok'],
    [{ countsToward: null }, 'ok'],
    [{ countsToward: 'chemistry' }, message],
  ])('a change %p: %s', (change, expected) => {
    expect(verdict(courseUpdateSchema.safeParse(change))).toBe(expected);
  });

  it('names every kind the message lists', () => {
    expect(message).toContain('anatomy-physiology, biochemistry, microbiology');
    expect(message.endsWith(', none')).toBe(true);
  });
});
