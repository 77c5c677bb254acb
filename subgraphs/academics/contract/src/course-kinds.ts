import type { AadsasSubject } from '@predental/contracts/aadsas-subjects';

/**
 * The kinds of course dental schools name in their prerequisites, with the usual names and code
 * letters of US catalogs. A course's kind is recognised from its name first, then from its
 * code's letters; a school's requirement from its label. The order matters: a kind listed
 * earlier wins (anatomy and physiology before anatomy, biochemistry before chemistry), and a
 * name taken by one kind is not read again by a later one. Names are matched as whole words.
 */
interface CourseKindEntry {
  label: string;
  subject: AadsasSubject;
  /** Lower-case names, as whole words, in a course name or a requirement's label. */
  names: readonly string[];
  /** The letters a course code starts with (BIOC 301, bchm-210). */
  codes: readonly string[];
  /** Other kinds (their ids) that also meet a requirement of this kind. */
  alsoMetBy?: readonly string[];
  /** A requirement of this kind is general: any course of its subject meets it. */
  general?: true;
}

export const COURSE_KINDS = {
  'anatomy-physiology': {
    label: 'Anatomy & Physiology',
    subject: 'Biology',
    names: ['anatomy and physiology', 'anatomy & physiology', 'anatomy/physiology', 'a&p', 'a & p'],
    codes: ['A&P', 'ANPH', 'ANP', 'HAP'],
    alsoMetBy: ['anatomy', 'physiology'],
  },
  biochemistry: {
    label: 'Biochemistry',
    subject: 'Chemistry',
    names: ['biochemistry', 'biochem', 'biological chemistry'],
    codes: ['BIOC', 'BCHM', 'BCH', 'BICH', 'BIOCH', 'BIOCHEM'],
  },
  microbiology: {
    label: 'Microbiology',
    subject: 'Biology',
    names: ['microbiology', 'microbial biology', 'micro'],
    codes: ['MICRO', 'MICR', 'MCB', 'MBIO', 'MIC'],
  },
  'cell-molecular-biology': {
    label: 'Cell / Molecular Biology',
    subject: 'Biology',
    names: [
      'cellular and molecular biology',
      'cellular & molecular biology',
      'cell and molecular biology',
      'cell & molecular biology',
      'molecular biology',
      'cellular biology',
      'cell biology',
    ],
    codes: ['MCDB', 'CMB', 'CELL', 'MOLB'],
  },
  genetics: { label: 'Genetics', subject: 'Biology', names: ['genetics'], codes: ['GENE', 'GENT'] },
  histology: { label: 'Histology', subject: 'Biology', names: ['histology'], codes: ['HISTO'] },
  immunology: { label: 'Immunology', subject: 'Biology', names: ['immunology'], codes: ['IMMU', 'IMM'] },
  embryology: {
    label: 'Embryology / Developmental Biology',
    subject: 'Biology',
    names: ['embryology', 'developmental biology'],
    codes: [],
  },
  neuroscience: {
    label: 'Neuroscience',
    subject: 'Biology',
    names: ['neuroscience', 'neurobiology'],
    codes: ['NEUR', 'NEURO', 'NSCI'],
  },
  anatomy: {
    label: 'Anatomy',
    subject: 'Biology',
    names: ['anatomy'],
    codes: ['ANAT'],
    alsoMetBy: ['anatomy-physiology'],
  },
  physiology: {
    label: 'Physiology',
    subject: 'Biology',
    names: ['physiology'],
    codes: ['PHSL', 'PHYSL', 'PHYSIO', 'PSL'],
    alsoMetBy: ['anatomy-physiology'],
  },
  pharmacology: {
    label: 'Pharmacology',
    subject: 'Other Science',
    names: ['pharmacology'],
    codes: ['PHAR', 'PHARM', 'PHCL'],
  },
  'organic-chemistry': {
    label: 'Organic Chemistry',
    subject: 'Chemistry',
    names: ['organic chemistry', 'organic', 'orgo', 'ochem', 'o-chem'],
    codes: ['OCHEM'],
  },
  'general-chemistry': {
    label: 'General Chemistry',
    subject: 'Chemistry',
    names: ['general chemistry', 'inorganic chemistry', 'principles of chemistry', 'inorganic', 'chemistry', 'chem'],
    codes: ['CHEM', 'CHM'],
  },
  'general-biology': {
    label: 'General Biology',
    subject: 'Biology',
    names: [
      'general biology',
      'introductory biology',
      'principles of biology',
      'biological sciences',
      'biological science',
      'biology',
      'zoology',
      'bio',
    ],
    codes: ['BIO', 'BIOL', 'BIOS', 'BISC', 'BSC', 'BY', 'ZOOL'],
    general: true,
  },
  physics: { label: 'Physics', subject: 'Physics', names: ['physics'], codes: ['PHYS', 'PHY', 'PHS'] },
  english: {
    label: 'English / Composition',
    subject: 'English',
    names: ['english', 'composition', 'college writing', 'technical writing', 'writing', 'rhetoric', 'literature'],
    codes: ['ENGL', 'ENG', 'WRIT', 'WRT', 'WRTG', 'COMP', 'RHET', 'ENC'],
  },
  communication: {
    label: 'Communication / Speech',
    subject: 'Other Non-Science',
    names: ['communication', 'communications', 'speech', 'public speaking'],
    codes: ['COMM', 'COM', 'SPCH', 'SPC'],
  },
  mathematics: {
    label: 'Mathematics / Calculus / Statistics',
    subject: 'Mathematics',
    names: ['mathematics', 'math', 'calculus', 'precalculus', 'statistics', 'biostatistics', 'algebra'],
    codes: ['MATH', 'MTH', 'MAT', 'STAT', 'STA', 'CALC'],
  },
  psychology: { label: 'Psychology', subject: 'Psychology', names: ['psychology'], codes: ['PSYC', 'PSY', 'PSYCH'] },
  sociology: { label: 'Sociology', subject: 'Sociology', names: ['sociology'], codes: ['SOCI', 'SOC', 'SOCY'] },
  business: {
    label: 'Business',
    subject: 'Business',
    names: ['business', 'accounting', 'economics', 'finance', 'management', 'marketing'],
    codes: ['BUS', 'BUSN', 'ACCT', 'ACC', 'ECON', 'ECO', 'FIN', 'MGMT', 'MGT', 'MKTG'],
    general: true,
  },
} as const satisfies Record<string, CourseKindEntry>;

export type CourseKind = keyof typeof COURSE_KINDS;
const COURSE_KIND_IDS = Object.keys(COURSE_KINDS) as [CourseKind, ...CourseKind[]];
const kindOf = (kind: CourseKind): CourseKindEntry => COURSE_KINDS[kind];

/** A course's countsToward: a kind, or this value for a course that counts toward no prerequisite. */
export const NO_PREREQUISITE = 'none';
export const COUNTS_TOWARD_VALUES = [...COURSE_KIND_IDS, NO_PREREQUISITE] as const;
export type CountsToward = CourseKind | typeof NO_PREREQUISITE;

export const countsTowardLabel = (value: CountsToward) =>
  value === NO_PREREQUISITE ? 'No prerequisite' : kindOf(value).label;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&');
/** A name as whole words: "chemistry" is not read inside "biochemistry", nor "organic" inside "inorganic". */
const wordPattern = (name: string) => new RegExp(`(?<![a-z0-9])${escape(name)}(?![a-z0-9])`, 'g');
const NAME_PATTERNS = COURSE_KIND_IDS.map(
  (kind) => [kind, kindOf(kind).names.map(wordPattern)] as [CourseKind, RegExp[]],
);

/**
 * Texts already read: every school list asks again for the same requirement labels and course
 * names, and the ~80 patterns cost far more than a look-up. Bounded, as labels come from admins.
 */
const READ = new Map<string, CourseKind[]>();
const MAX_READ = 10_000;

/** Every kind a text names, in the table's order, each name read once (so "organic chemistry" is not also chemistry). */
function kindsNamed(text: string): CourseKind[] {
  const known = READ.get(text);
  if (known) return known;
  if (READ.size >= MAX_READ) READ.clear();
  const found = readKinds(text);
  READ.set(text, found);
  return found;
}

function readKinds(text: string): CourseKind[] {
  let left = text.toLowerCase();
  const found: CourseKind[] = [];
  for (const [kind, patterns] of NAME_PATTERNS)
    for (const pattern of patterns) {
      if (!left.match(pattern)) continue;
      left = left.replace(pattern, ' ');
      if (!found.includes(kind)) found.push(kind);
    }
  return found;
}

/** A course's kind from its name, else from its code's leading letters; undefined when neither says. */
export function recogniseCourse(course: { courseName: string; courseCode: string }): CourseKind | undefined {
  const [named] = kindsNamed(course.courseName);
  if (named) return named;
  const letters = /^[A-Z&]+/.exec(course.courseCode.toUpperCase().replace(/[\s\-_.]/g, ''))?.[0] ?? '';
  return COURSE_KIND_IDS.find((kind) => kindOf(kind).codes.includes(letters));
}

/** Requirements that name no kind but a breadth of subjects: any course of those subjects meets them. */
const GENERAL_REQUIREMENTS: [RegExp, AadsasSubject[]][] = [
  [/biology,? chemistry,? and\/or physics/i, ['Biology', 'Chemistry', 'Physics']],
  [/humanities/i, ['English', 'History', 'Foreign Language', 'Fine Arts', 'Other Non-Science']],
];

/** What a school's requirement accepts: courses of these kinds, and any course of these subjects. */
export interface RequirementKinds {
  kinds: CourseKind[];
  subjects: AadsasSubject[];
}

/**
 * The kinds a requirement's label names ("Microbiology or Biochemistry" accepts both), with the
 * kinds that also meet each (anatomy for "Anatomy and Physiology"). A general kind (biology,
 * business) or a breadth of subjects ("Additional Biology, Chemistry and/or Physics") accepts
 * any course of its subjects; a label that names nothing known accepts its AADSAS subject.
 */
export function recogniseRequirement(label: string, subject: string): RequirementKinds {
  const breadth = GENERAL_REQUIREMENTS.find(([pattern]) => pattern.test(label))?.[1];
  if (breadth) return { kinds: [], subjects: breadth };
  const named = kindsNamed(label);
  if (named.length === 0) return { kinds: [], subjects: [subject as AadsasSubject] };
  const kinds = [...new Set(named.flatMap((kind) => [kind, ...((kindOf(kind).alsoMetBy ?? []) as CourseKind[])]))];
  const subjects = [...new Set(named.filter((kind) => kindOf(kind).general).map((kind) => kindOf(kind).subject))];
  return { kinds, subjects };
}

export const subjectOfKind = (kind: CourseKind): AadsasSubject => kindOf(kind).subject;
