/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { RequiredSchool } from '../required-school';
import type { SubgraphContext } from '@predental/service-kit/subgraph-server';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An AADSAS rule the courses meet and how many courses it touches; missing-details and quarter-hours are where the table differs from the simple GPA. */
export type AadsasAdjustment = {
  __typename?: 'AadsasAdjustment';
  courses: Scalars['Int']['output'];
  /** missing-details, not-graded, withdrawn, withdrawn-failing, quarter-hours or not-taken-yet. */
  rule: Scalars['String']['output'];
};

/**
 * The GPA table ADEA AADSAS computes from a verified transcript: courses with a subject and an
 * academic status, non-graded credit and withdrawals left out, WF as F, quarter hours converted.
 */
export type AadsasGpa = {
  __typename?: 'AadsasGpa';
  adjustments: Array<AadsasAdjustment>;
  /** The same table with planned and in-progress courses at their expected grades. */
  projectedTable: Array<AadsasRow>;
  /** A row for each academic status with courses, in AADSAS's order, then cumulative undergraduate, graduate and overall. */
  table: Array<AadsasRow>;
};

/**
 * One row of the AADSAS table: for BCP (biology, chemistry, physics), science (BCP, mathematics and
 * other sciences), non-science and all courses, a GPA to 2 decimals (null without graded hours)
 * and its semester hours (2 decimals). Flat, so that the whole table stays a cheap operation.
 */
export type AadsasRow = {
  __typename?: 'AadsasRow';
  bcpGpa: Maybe<Scalars['Float']['output']>;
  bcpHours: Scalars['Float']['output'];
  nonScienceGpa: Maybe<Scalars['Float']['output']>;
  nonScienceHours: Scalars['Float']['output'];
  scienceGpa: Maybe<Scalars['Float']['output']>;
  scienceHours: Scalars['Float']['output'];
  /** The academic status of a status row; null on the summary rows. */
  status: Maybe<Scalars['String']['output']>;
  /** cumulative-undergraduate, graduate or overall on the summary rows; null on the status rows. */
  summary: Maybe<Scalars['String']['output']>;
  totalGpa: Maybe<Scalars['Float']['output']>;
  totalHours: Scalars['Float']['output'];
};

export type AcademicSummary = {
  __typename?: 'AcademicSummary';
  gpa: Gpa;
  /** One row per term with a course the GPA counts, oldest first (within a year: Spring, Summer, Fall, Winter). */
  terms: Array<TermGpa>;
};

export type Course = {
  __typename?: 'Course';
  /** high-school, freshman, sophomore, junior, senior, postbacc, graduate: the student's status that term. */
  academicStatus: Maybe<Scalars['String']['output']>;
  /**
   * The kind of prerequisite the course counts toward (a course kind's id, e.g. biochemistry), or
   * none for no prerequisite; null: recognised from its name and code.
   */
  countsToward: Maybe<Scalars['String']['output']>;
  courseCode: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
  /** graded, pass, ap, ib, clep, withdrawn, withdrawn-failing, in-progress, planned. */
  creditType: Maybe<Scalars['String']['output']>;
  credits: Scalars['Float']['output'];
  grade: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institution: Maybe<Scalars['String']['output']>;
  isScience: Scalars['Boolean']['output'];
  semester: Scalars['String']['output'];
  /** What ADEA AADSAS asks of a course; each is null until the student gives it. */
  subject: Maybe<Scalars['String']['output']>;
  /** The term as the transcript names it (Summer Session II, Fall Quarter); null when not given. */
  termLabel: Maybe<Scalars['String']['output']>;
  /** semester or quarter: the unit of credits. */
  termType: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except isScience (default false); updating takes any of them
 * (null clears an AADSAS detail or goes back to the recognised prerequisite kind).
 */
export type CourseInput = {
  academicStatus?: InputMaybe<Scalars['String']['input']>;
  countsToward?: InputMaybe<Scalars['String']['input']>;
  courseCode?: InputMaybe<Scalars['String']['input']>;
  courseName?: InputMaybe<Scalars['String']['input']>;
  creditType?: InputMaybe<Scalars['String']['input']>;
  credits?: InputMaybe<Scalars['Float']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  institution?: InputMaybe<Scalars['String']['input']>;
  isScience?: InputMaybe<Scalars['Boolean']['input']>;
  semester?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  termLabel?: InputMaybe<Scalars['String']['input']>;
  termType?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type DatScore = {
  __typename?: 'DatScore';
  academicAverage: Scalars['Int']['output'];
  biology: Scalars['Int']['output'];
  generalChemistry: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  organicChemistry: Scalars['Int']['output'];
  perceptualAbility: Scalars['Int']['output'];
  quantitativeReasoning: Scalars['Int']['output'];
  readingComprehension: Scalars['Int']['output'];
  /** The scale the attempt was scored on: 200-600 (tests from 2025-03-01) or 1-30 (earlier tests). */
  scale: Scalars['String']['output'];
  /** ISO date, YYYY-MM-DD. */
  testDate: Scalars['String']['output'];
  /** Rounded mean of biology, general and organic chemistry, computed by the server. */
  totalScience: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/**
 * Adding needs every field but scale (200-600 unless said); updating takes any of them.
 * totalScience is always computed.
 */
export type DatScoreInput = {
  academicAverage?: InputMaybe<Scalars['Int']['input']>;
  biology?: InputMaybe<Scalars['Int']['input']>;
  generalChemistry?: InputMaybe<Scalars['Int']['input']>;
  organicChemistry?: InputMaybe<Scalars['Int']['input']>;
  perceptualAbility?: InputMaybe<Scalars['Int']['input']>;
  quantitativeReasoning?: InputMaybe<Scalars['Int']['input']>;
  readingComprehension?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<Scalars['String']['input']>;
  testDate?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A dental school, owned by schools; academics adds the signed-in student's numbers beside the
 * school's averages. Nullable, so that while academics is down the explorer still lists schools.
 */
export type DentalSchool = {
  __typename?: 'DentalSchool';
  datAvg: Maybe<Scalars['Float']['output']>;
  figures: Array<SchoolFigure>;
  id: Scalars['ID']['output'];
  /** Reach, target or likely from the student's GPA and latest DAT; null while academics is down. */
  myFit: Maybe<SchoolFit>;
  myNumbers: Maybe<MyNumbers>;
  /** Each of the school's prerequisites against the student's courses; null while academics is down. */
  myPrerequisites: Maybe<Array<PrerequisiteCheck>>;
  overallGpaAvg: Maybe<Scalars['Float']['output']>;
  prerequisites: Array<SchoolPrerequisite>;
  scienceGpaAvg: Maybe<Scalars['Float']['output']>;
};

/**
 * LIKELY: overall GPA and latest DAT Academic Average both at or above the school's mean; REACH:
 * either below its 5th percentile (or, where none is published, more than 0.2 GPA points, 2 DAT
 * points on 1-30 or 30 on 200-600 below its mean); TARGET otherwise. Where only one of the two can
 * be compared (basis GPA_ONLY or DAT_ONLY), the band is read on that one alone. NOT_ENOUGH_DATA:
 * neither can (a number missing, or the DAT on another scale than the school's, on both sides).
 */
export type FitBand =
  | 'LIKELY'
  | 'NOT_ENOUGH_DATA'
  | 'REACH'
  | 'TARGET';

/** The numbers a band was read from. */
export type FitBasis =
  | 'DAT_ONLY'
  | 'GPA_AND_DAT'
  | 'GPA_ONLY';

/** What a band leaves out: why it rests on one number alone, or why it is NOT_ENOUGH_DATA. */
export type FitLack =
  | 'DAT_SCALE'
  | 'MY_DAT'
  | 'MY_GPA'
  | 'SCHOOL_DAT'
  | 'SCHOOL_GPA';

/**
 * SPEC's credit-weighted GPA, over the courses it counts: a course whose credit type is pass, ap, ib,
 * clep, withdrawn, in-progress or planned is left out, and withdrawn-failing counts as F.
 */
export type Gpa = {
  __typename?: 'Gpa';
  overall: Scalars['Float']['output'];
  /** Courses marked as science only. */
  science: Scalars['Float']['output'];
  /** Credits earned: graded, pass, AP, IB and CLEP courses; not withdrawn, withdrawn-failing, in-progress or planned. */
  totalCredits: Scalars['Float']['output'];
};

/**
 * Which GPA of the student's is compared. AADSAS: the overall row of the AADSAS table (overall
 * and science GPA), once every course that counts toward a GPA (graded, withdrawn-failing, or
 * without a credit type) has its AADSAS subject and academic status and the table has graded hours.
 * SIMPLE: SPEC's overall and science GPA otherwise.
 */
export type GpaBasis =
  | 'AADSAS'
  | 'SIMPLE';

export type Mutation = {
  __typename?: 'Mutation';
  addCourse: Course;
  addDatScore: DatScore;
  /** Answers the deleted course's id. */
  deleteCourse: Scalars['ID']['output'];
  /** Answers the deleted score's id. */
  deleteDatScore: Scalars['ID']['output'];
  /** Identity alone (a signed service call, never a user; every area has one, called at its own subgraph, so it is shareable and kept out of the API): removes every record this area keeps of a deleted account; repeating it is harmless. */
  eraseStudentData: Scalars['Boolean']['output'];
  /** Adds every course of a transcript, or none: a row the rules refuse names its number. */
  importCourses: Array<Course>;
  /**
   * Issue 38: writes the academics part of a data file (its JSON text, docs/student-data.md) into
   * the signed-in student's academics, which must be empty (409 otherwise); every row is checked by
   * the rule adding one uses, and one bad row refuses the whole part (400). New ids throughout.
   */
  importMyAcademicsData: Scalars['Boolean']['output'];
  /** Undoes that import when a later area fails: the student's courses and DAT scores are removed. */
  undoMyAcademicsImport: Scalars['Boolean']['output'];
  updateCourse: Course;
  updateDatScore: DatScore;
};


export type MutationAddCourseArgs = {
  input: CourseInput;
};


export type MutationAddDatScoreArgs = {
  input: DatScoreInput;
};


export type MutationDeleteCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDatScoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEraseStudentDataArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportCoursesArgs = {
  inputs: Array<CourseInput>;
};


export type MutationImportMyAcademicsDataArgs = {
  data: Scalars['String']['input'];
};


export type MutationUpdateCourseArgs = {
  id: Scalars['ID']['input'];
  input: CourseInput;
};


export type MutationUpdateDatScoreArgs = {
  id: Scalars['ID']['input'];
  input: DatScoreInput;
};

/**
 * The student's own figures that my numbers compares with a school's averages. The explorer asks
 * them once and compares them with every school of the directory itself (issue 39), by the rule
 * DentalSchool.myNumbers follows.
 */
export type MyFigures = {
  __typename?: 'MyFigures';
  /** The latest attempt's DAT Academic Average; null without DAT scores. */
  datAcademicAverage: Maybe<Scalars['Float']['output']>;
  /** The latest attempt's scale (200-600 or 1-30); null without DAT scores. */
  datScale: Maybe<Scalars['String']['output']>;
  /** Which GPA of the student's the two GPAs are. */
  gpaBasis: GpaBasis;
  /** Null without a course that counts toward it. */
  overallGpa: Maybe<Scalars['Float']['output']>;
  /** Null without a science course that counts toward it. */
  scienceGpa: Maybe<Scalars['Float']['output']>;
};

/** The student's overall GPA, science GPA and latest DAT Academic Average beside a school's averages. */
export type MyNumbers = {
  __typename?: 'MyNumbers';
  datAcademicAverage: NumberComparison;
  /** Which GPA of the student's the GPA rows compare. */
  gpaBasis: GpaBasis;
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
};

export type NumberComparison = {
  __typename?: 'NumberComparison';
  /** mine - school (GPA to 2 decimals, DAT to 1); null unless both exist. */
  difference: Maybe<Scalars['Float']['output']>;
  /** The student's figure; null without courses (GPA) or DAT scores. */
  mine: Maybe<Scalars['Float']['output']>;
  /** DAT only: the scale of the student's latest attempt, on which the school's average is read (200-600 or 1-30); never mixed. */
  scale: Maybe<Scalars['String']['output']>;
  /** The school's average; null when not reported. */
  school: Maybe<Scalars['Float']['output']>;
  standing: Maybe<Standing>;
};

export type PrerequisiteCheck = {
  __typename?: 'PrerequisiteCheck';
  course: Scalars['String']['output'];
  /** The student's courses that meet it, finished first, then in progress, then planned. */
  myCourses: Array<PrerequisiteCourse>;
  /** The student's semester hours counted toward it. */
  myHours: Scalars['Float']['output'];
  /** Courses the school asks for when it gives no hours (2 for "I & II"); null when it gives hours. */
  neededCourses: Maybe<Scalars['Int']['output']>;
  /** Semester hours the school asks for (quarter hours converted); null when it gives none. */
  neededHours: Maybe<Scalars['Float']['output']>;
  required: Scalars['Boolean']['output'];
  /** Semester hours still needed; 0 when met. */
  shortHours: Maybe<Scalars['Float']['output']>;
  status: PrerequisiteStatus;
  subject: Scalars['String']['output'];
};

/** One of the student's courses counted toward a prerequisite (each course counts toward one at most). */
export type PrerequisiteCourse = {
  __typename?: 'PrerequisiteCourse';
  courseCode: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
  /** Its semester hours (quarter hours converted): a course counts whole. */
  hours: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  inProgress: Scalars['Boolean']['output'];
  planned: Scalars['Boolean']['output'];
};

/**
 * MET: the finished courses meet it; IN_PROGRESS: it would be met with courses in progress;
 * PLANNED: it would be met with planned courses too; PARTLY_MET: finished courses, fewer hours or
 * courses than asked; MISSING: none.
 */
export type PrerequisiteStatus =
  | 'IN_PROGRESS'
  | 'MET'
  | 'MISSING'
  | 'PARTLY_MET'
  | 'PLANNED';

export type Query = {
  __typename?: 'Query';
  /** Your GPA table as ADEA AADSAS computes it. */
  aadsasGpa: AadsasGpa;
  academicSummary: AcademicSummary;
  /** Admins only: courses of all students. */
  adminCourseCount: Scalars['Int']['output'];
  /** Admins only: DAT scores of all students. */
  adminDatScoreCount: Scalars['Int']['output'];
  course: Course;
  /** Your courses: year descending, then Spring, Summer, Fall, Winter. */
  courses: Array<Course>;
  datScore: DatScore;
  /** Your DAT scores, newest test first. */
  datScores: Array<DatScore>;
  /** Your figures as my numbers compares them; null while academics is down. */
  myFigures: Maybe<MyFigures>;
};


export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDatScoreArgs = {
  id: Scalars['ID']['input'];
};

/** A school's published figure as the schools subgraph gives it (the fields the fit reads). */
export type SchoolFigure = {
  __typename?: 'SchoolFigure';
  figure: Scalars['String']['output'];
  scale: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

/** A rough guide, not a prediction. */
export type SchoolFit = {
  __typename?: 'SchoolFit';
  band: FitBand;
  /** The numbers the band was read from; null when it is NOT_ENOUGH_DATA. */
  basis: Maybe<FitBasis>;
  /** Which GPA of the student's was compared. */
  gpaBasis: GpaBasis;
  /** What the band leaves out (the DAT for GPA_ONLY, the GPA for DAT_ONLY, both for NOT_ENOUGH_DATA); empty with GPA_AND_DAT. */
  lacks: Array<FitLack>;
};

/** A school's prerequisite as the schools subgraph publishes it (the fields my prerequisites need). */
export type SchoolPrerequisite = {
  __typename?: 'SchoolPrerequisite';
  course: Scalars['String']['output'];
  quarterHours: Maybe<Scalars['Float']['output']>;
  required: Scalars['Boolean']['output'];
  semesterHours: Maybe<Scalars['Float']['output']>;
  subject: Scalars['String']['output'];
};

/** NEAR: within 0.05 GPA points, or one step of the DAT scale (10 on 200-600, 1 on 1-30), of the school's average. */
export type Standing =
  | 'ABOVE'
  | 'BELOW'
  | 'NEAR';

/** One term's courses: the term's own GPA and the cumulative GPA up to it (SPEC §9 weighting, unrounded; the courses Gpa counts). */
export type TermGpa = {
  __typename?: 'TermGpa';
  /** The term's credits earned, as totalCredits counts them. */
  credits: Scalars['Float']['output'];
  /** Every course up to and including this term. */
  cumulativeGpa: Scalars['Float']['output'];
  /** This term's courses only. */
  gpa: Scalars['Float']['output'];
  semester: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/**
 * A person with an account, owned by identity; academics adds their courses and DAT scores
 * (visible to that person only). Nullable, so that while academics is down a query for the
 * user still returns what the other subgraphs know.
 */
export type User = {
  __typename?: 'User';
  academicSummary: Maybe<AcademicSummary>;
  courses: Maybe<Array<Course>>;
  datScores: Maybe<Array<DatScore>>;
  id: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  DentalSchool: DentalSchool;
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  DentalSchool:
    ( { __typename: 'DentalSchool' }
    & GraphQLRecursivePick<FederationTypes['DentalSchool'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true}}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true},"scienceGpaAvg":true}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true},"prerequisites":{"course":true,"subject":true,"required":true,"semesterHours":true,"quarterHours":true}}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true},"scienceGpaAvg":true,"prerequisites":{"course":true,"subject":true,"required":true,"semesterHours":true,"quarterHours":true}}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"scienceGpaAvg":true,"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true}}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"scienceGpaAvg":true,"overallGpaAvg":true,"datAvg":true,"figures":{"figure":true,"value":true,"scale":true},"prerequisites":{"course":true,"subject":true,"required":true,"semesterHours":true,"quarterHours":true}}>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"prerequisites":{"course":true,"subject":true,"required":true,"semesterHours":true,"quarterHours":true}}> ) );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AadsasAdjustment: ResolverTypeWrapper<AadsasAdjustment>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AadsasGpa: ResolverTypeWrapper<AadsasGpa>;
  AadsasRow: ResolverTypeWrapper<AadsasRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AcademicSummary: ResolverTypeWrapper<AcademicSummary>;
  Course: ResolverTypeWrapper<Course>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CourseInput: CourseInput;
  DatScore: ResolverTypeWrapper<DatScore>;
  DatScoreInput: DatScoreInput;
  DentalSchool: ResolverTypeWrapper<RequiredSchool>;
  FitBand: FitBand;
  FitBasis: FitBasis;
  FitLack: FitLack;
  Gpa: ResolverTypeWrapper<Gpa>;
  GpaBasis: GpaBasis;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyFigures: ResolverTypeWrapper<MyFigures>;
  MyNumbers: ResolverTypeWrapper<MyNumbers>;
  NumberComparison: ResolverTypeWrapper<NumberComparison>;
  PrerequisiteCheck: ResolverTypeWrapper<PrerequisiteCheck>;
  PrerequisiteCourse: ResolverTypeWrapper<PrerequisiteCourse>;
  PrerequisiteStatus: PrerequisiteStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SchoolFigure: ResolverTypeWrapper<SchoolFigure>;
  SchoolFit: ResolverTypeWrapper<SchoolFit>;
  SchoolPrerequisite: ResolverTypeWrapper<SchoolPrerequisite>;
  Standing: Standing;
  TermGpa: ResolverTypeWrapper<TermGpa>;
  User: ResolverTypeWrapper<{ id: string }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AadsasAdjustment: AadsasAdjustment;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  AadsasGpa: AadsasGpa;
  AadsasRow: AadsasRow;
  Float: Scalars['Float']['output'];
  AcademicSummary: AcademicSummary;
  Course: Course;
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  CourseInput: CourseInput;
  DatScore: DatScore;
  DatScoreInput: DatScoreInput;
  DentalSchool: RequiredSchool;
  Gpa: Gpa;
  Mutation: Record<PropertyKey, never>;
  MyFigures: MyFigures;
  MyNumbers: MyNumbers;
  NumberComparison: NumberComparison;
  PrerequisiteCheck: PrerequisiteCheck;
  PrerequisiteCourse: PrerequisiteCourse;
  Query: Record<PropertyKey, never>;
  SchoolFigure: SchoolFigure;
  SchoolFit: SchoolFit;
  SchoolPrerequisite: SchoolPrerequisite;
  TermGpa: TermGpa;
  User: { id: string };
}>;

export type AadsasAdjustmentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AadsasAdjustment'] = ResolversParentTypes['AadsasAdjustment']> = ResolversObject<{
  courses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AadsasGpaResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AadsasGpa'] = ResolversParentTypes['AadsasGpa']> = ResolversObject<{
  adjustments?: Resolver<Array<ResolversTypes['AadsasAdjustment']>, ParentType, ContextType>;
  projectedTable?: Resolver<Array<ResolversTypes['AadsasRow']>, ParentType, ContextType>;
  table?: Resolver<Array<ResolversTypes['AadsasRow']>, ParentType, ContextType>;
}>;

export type AadsasRowResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AadsasRow'] = ResolversParentTypes['AadsasRow']> = ResolversObject<{
  bcpGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bcpHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nonScienceGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nonScienceHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scienceGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scienceHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AcademicSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AcademicSummary'] = ResolversParentTypes['AcademicSummary']> = ResolversObject<{
  gpa?: Resolver<ResolversTypes['Gpa'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['TermGpa']>, ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  academicStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countsToward?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isScience?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  semester?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DatScoreResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DatScore'] = ResolversParentTypes['DatScore']> = ResolversObject<{
  academicAverage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  biology?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generalChemistry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organicChemistry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perceptualAbility?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantitativeReasoning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingComprehension?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalScience?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DentalSchoolResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DentalSchool'] = ResolversParentTypes['DentalSchool'], FederationReferenceType extends FederationReferenceTypes['DentalSchool'] = FederationReferenceTypes['DentalSchool']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['DentalSchool']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myFit?: Resolver<Maybe<ResolversTypes['SchoolFit']>, ParentType, ContextType>;
  myNumbers?: Resolver<Maybe<ResolversTypes['MyNumbers']>, ParentType, ContextType>;
  myPrerequisites?: Resolver<Maybe<Array<ResolversTypes['PrerequisiteCheck']>>, ParentType, ContextType>;
}>;

export type GpaResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Gpa'] = ResolversParentTypes['Gpa']> = ResolversObject<{
  overall?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  science?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCredits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addCourse?: Resolver<ResolversTypes['Course'], ParentType, ContextType, RequireFields<MutationAddCourseArgs, 'input'>>;
  addDatScore?: Resolver<ResolversTypes['DatScore'], ParentType, ContextType, RequireFields<MutationAddDatScoreArgs, 'input'>>;
  deleteCourse?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCourseArgs, 'id'>>;
  deleteDatScore?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDatScoreArgs, 'id'>>;
  eraseStudentData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseStudentDataArgs, 'userId'>>;
  importCourses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<MutationImportCoursesArgs, 'inputs'>>;
  importMyAcademicsData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationImportMyAcademicsDataArgs, 'data'>>;
  undoMyAcademicsImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCourse?: Resolver<ResolversTypes['Course'], ParentType, ContextType, RequireFields<MutationUpdateCourseArgs, 'id' | 'input'>>;
  updateDatScore?: Resolver<ResolversTypes['DatScore'], ParentType, ContextType, RequireFields<MutationUpdateDatScoreArgs, 'id' | 'input'>>;
}>;

export type MyFiguresResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MyFigures'] = ResolversParentTypes['MyFigures']> = ResolversObject<{
  datAcademicAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  datScale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gpaBasis?: Resolver<ResolversTypes['GpaBasis'], ParentType, ContextType>;
  overallGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scienceGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MyNumbersResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MyNumbers'] = ResolversParentTypes['MyNumbers']> = ResolversObject<{
  datAcademicAverage?: Resolver<ResolversTypes['NumberComparison'], ParentType, ContextType>;
  gpaBasis?: Resolver<ResolversTypes['GpaBasis'], ParentType, ContextType>;
  overallGpa?: Resolver<ResolversTypes['NumberComparison'], ParentType, ContextType>;
  scienceGpa?: Resolver<ResolversTypes['NumberComparison'], ParentType, ContextType>;
}>;

export type NumberComparisonResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['NumberComparison'] = ResolversParentTypes['NumberComparison']> = ResolversObject<{
  difference?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mine?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  standing?: Resolver<Maybe<ResolversTypes['Standing']>, ParentType, ContextType>;
}>;

export type PrerequisiteCheckResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PrerequisiteCheck'] = ResolversParentTypes['PrerequisiteCheck']> = ResolversObject<{
  course?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myCourses?: Resolver<Array<ResolversTypes['PrerequisiteCourse']>, ParentType, ContextType>;
  myHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  neededCourses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  neededHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shortHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrerequisiteStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrerequisiteCourseResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PrerequisiteCourse'] = ResolversParentTypes['PrerequisiteCourse']> = ResolversObject<{
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  aadsasGpa?: Resolver<ResolversTypes['AadsasGpa'], ParentType, ContextType>;
  academicSummary?: Resolver<ResolversTypes['AcademicSummary'], ParentType, ContextType>;
  adminCourseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminDatScoreCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  course?: Resolver<ResolversTypes['Course'], ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  datScore?: Resolver<ResolversTypes['DatScore'], ParentType, ContextType, RequireFields<QueryDatScoreArgs, 'id'>>;
  datScores?: Resolver<Array<ResolversTypes['DatScore']>, ParentType, ContextType>;
  myFigures?: Resolver<Maybe<ResolversTypes['MyFigures']>, ParentType, ContextType>;
}>;

export type SchoolFitResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolFit'] = ResolversParentTypes['SchoolFit']> = ResolversObject<{
  band?: Resolver<ResolversTypes['FitBand'], ParentType, ContextType>;
  basis?: Resolver<Maybe<ResolversTypes['FitBasis']>, ParentType, ContextType>;
  gpaBasis?: Resolver<ResolversTypes['GpaBasis'], ParentType, ContextType>;
  lacks?: Resolver<Array<ResolversTypes['FitLack']>, ParentType, ContextType>;
}>;

export type TermGpaResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TermGpa'] = ResolversParentTypes['TermGpa']> = ResolversObject<{
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cumulativeGpa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gpa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  semester?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  academicSummary?: Resolver<Maybe<ResolversTypes['AcademicSummary']>, ParentType, ContextType>;
  courses?: Resolver<Maybe<Array<ResolversTypes['Course']>>, ParentType, ContextType>;
  datScores?: Resolver<Maybe<Array<ResolversTypes['DatScore']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AadsasAdjustment?: AadsasAdjustmentResolvers<ContextType>;
  AadsasGpa?: AadsasGpaResolvers<ContextType>;
  AadsasRow?: AadsasRowResolvers<ContextType>;
  AcademicSummary?: AcademicSummaryResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  DatScore?: DatScoreResolvers<ContextType>;
  DentalSchool?: DentalSchoolResolvers<ContextType>;
  Gpa?: GpaResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyFigures?: MyFiguresResolvers<ContextType>;
  MyNumbers?: MyNumbersResolvers<ContextType>;
  NumberComparison?: NumberComparisonResolvers<ContextType>;
  PrerequisiteCheck?: PrerequisiteCheckResolvers<ContextType>;
  PrerequisiteCourse?: PrerequisiteCourseResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SchoolFit?: SchoolFitResolvers<ContextType>;
  TermGpa?: TermGpaResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

