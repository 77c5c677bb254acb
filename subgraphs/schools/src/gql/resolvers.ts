/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { ViewedSchool } from '../schools/dental-school-model';
import type { HeldFigure } from '../schools/sourced-figures';
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

/**
 * A dental school in the shared directory. Cycle figures (tuition, GPA and DAT averages,
 * acceptance rate) are an admin's, else the school's sourced figure (figureSources says which),
 * else null; the explorer shows N/A.
 */
export type DentalSchool = {
  __typename?: 'DentalSchool';
  /** Percent. */
  acceptanceRate: Maybe<Scalars['Float']['output']>;
  city: Scalars['String']['output'];
  /** On the 600-point scale. */
  datAvg: Maybe<Scalars['Float']['output']>;
  /** Which of the figure fields above came from which sourced figure; the others an admin entered. */
  figureSources: Array<FigureSource>;
  /** Every figure published for the school, one each, with its year and source. */
  figures: Array<SchoolFigure>;
  hasAcceleratedProgram: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  inStateTuition: Maybe<Scalars['Float']['output']>;
  /** Whether the signed-in user saved this school. */
  isFavorite: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  /** Stable across releases and deployments: the seed's key, or one made from the name. */
  key: Scalars['String']['output'];
  /** The letters of evaluation the school asks for, where a page states them; null: not on file. */
  letterRequirement: Maybe<LetterRequirement>;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  overallGpaAvg: Maybe<Scalars['Float']['output']>;
  /** Rules the school states about its prerequisites (no pass/fail, time limits...). */
  prerequisiteLimits: Array<SchoolLimit>;
  /** Courses the school requires or recommends, each with its source. */
  prerequisites: Array<SchoolPrerequisite>;
  /** Years. */
  programLength: Scalars['Float']['output'];
  scienceGpaAvg: Maybe<Scalars['Float']['output']>;
  /** Usual short names (UCLA, OSU, Penn), from the release's seed; the explorer's search matches them. */
  shortNames: Array<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  /** Per year; the explorer shows tuition, else tuitionNonResident. */
  tuition: Maybe<Scalars['Float']['output']>;
  tuitionNonResident: Maybe<Scalars['Float']['output']>;
  websiteUrl: Maybe<Scalars['String']['output']>;
};

/**
 * One CSV data row as cell text, by header name. Empty numbers and text become null; booleans are true for 'true' or '1'.
 * A row whose key names an existing school updates that school with its non-empty cells; any other row adds a school,
 * and its figures may be empty.
 */
export type DentalSchoolCsvRow = {
  acceptanceRate?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  datAvg?: InputMaybe<Scalars['String']['input']>;
  hasAcceleratedProgram?: InputMaybe<Scalars['String']['input']>;
  inStateTuition?: InputMaybe<Scalars['String']['input']>;
  isPublic?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  overallGpaAvg?: InputMaybe<Scalars['String']['input']>;
  programLength?: InputMaybe<Scalars['String']['input']>;
  scienceGpaAvg?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  tuition?: InputMaybe<Scalars['String']['input']>;
  tuitionNonResident?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

export type DentalSchoolImport = {
  __typename?: 'DentalSchoolImport';
  created: Scalars['Int']['output'];
  /** Rows that were not imported and why; rows without a name are skipped silently. */
  errors: Array<ImportError>;
  /** Schools added or updated: created + updated. */
  imported: Scalars['Int']['output'];
  /** Rows without a name, and rows that match a school by key and change nothing. */
  skipped: Scalars['Int']['output'];
  /** Existing schools (matched by key) that the file changed. */
  updated: Scalars['Int']['output'];
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Creating needs name, state, city, tuition, programLength, both GPA averages and datAvg; updating takes any field,
 * and a figure may be set back to null (not reported).
 */
export type DentalSchoolInput = {
  acceptanceRate?: InputMaybe<Scalars['Float']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  datAvg?: InputMaybe<Scalars['Float']['input']>;
  hasAcceleratedProgram?: InputMaybe<Scalars['Boolean']['input']>;
  inStateTuition?: InputMaybe<Scalars['Float']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  overallGpaAvg?: InputMaybe<Scalars['Float']['input']>;
  programLength?: InputMaybe<Scalars['Float']['input']>;
  scienceGpaAvg?: InputMaybe<Scalars['Float']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  tuition?: InputMaybe<Scalars['Float']['input']>;
  tuitionNonResident?: InputMaybe<Scalars['Float']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

export type FigureSource = {
  __typename?: 'FigureSource';
  /** tuition, tuitionNonResident, inStateTuition, overallGpaAvg, scienceGpaAvg, datAvg or acceptanceRate. */
  field: Scalars['String']['output'];
  /** The SchoolFigure it came from. */
  figure: Scalars['String']['output'];
};

export type ImportError = {
  __typename?: 'ImportError';
  message: Scalars['String']['output'];
  /** 1-based position of the row among the data rows (the header is not counted). */
  row: Scalars['Int']['output'];
};

/** The letters of evaluation a school asks for, with their source (seed/school-letters.csv). */
export type LetterRequirement = {
  __typename?: 'LetterRequirement';
  /** A committee letter stands in for the faculty letters. */
  committeeInstead: Scalars['Boolean']['output'];
  /** Letters from dentists, at least. */
  dentist: Scalars['Int']['output'];
  /** Letters from faculty of any subject (science faculty count), at least. */
  faculty: Scalars['Int']['output'];
  /** What the page says, in our own words. */
  note: Maybe<Scalars['String']['output']>;
  /** Letters from science faculty, at least. */
  scienceFaculty: Scalars['Int']['output'];
  sourceKind: SourceKind;
  sourceUrl: Scalars['String']['output'];
  /** Letters of any role, at least (a committee letter counts as one). */
  total: Scalars['Int']['output'];
  /** The cycle the page describes; null where the page states none. */
  year: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addFavoriteSchool: DentalSchool;
  /** Admins only. */
  createDentalSchool: DentalSchool;
  /** Admins only; also removes the school from everyone's favorites. Answers the deleted school's id. */
  deleteDentalSchool: Scalars['ID']['output'];
  /** Identity alone (a signed service call, never a user; every area has one, called at its own subgraph, so it is shareable and kept out of the API): removes every record this area keeps of a deleted account; repeating it is harmless. */
  eraseStudentData: Scalars['Boolean']['output'];
  /** Admins only. Valid rows are stored, invalid ones reported. */
  importDentalSchools: DentalSchoolImport;
  /**
   * Issue 38: saves these schools (the directory's ids, found by the data file's school keys) as the
   * signed-in student's favorites, which must be none yet (409 otherwise); an unknown id refuses all.
   */
  importMyFavoriteSchools: Scalars['Boolean']['output'];
  /** Admins only. Valid rows are stored, refused ones reported; nothing is stored without its source. */
  importSchoolFigures: SchoolFigureImport;
  removeFavoriteSchool: DentalSchool;
  /** Admins only: removes the figure an admin entered; the release's figure of that name shows again. */
  removeSchoolFigure: DentalSchool;
  /** Admins only: sets the school's figure of that name, with its source. */
  setSchoolFigure: DentalSchool;
  /** Undoes that import when a later area fails: the student's favorites are removed. */
  undoMyFavoriteSchoolsImport: Scalars['Boolean']['output'];
  /** Admins only. */
  updateDentalSchool: DentalSchool;
};


export type MutationAddFavoriteSchoolArgs = {
  schoolId: Scalars['ID']['input'];
};


export type MutationCreateDentalSchoolArgs = {
  input: DentalSchoolInput;
};


export type MutationDeleteDentalSchoolArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEraseStudentDataArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportDentalSchoolsArgs = {
  rows: Array<DentalSchoolCsvRow>;
};


export type MutationImportMyFavoriteSchoolsArgs = {
  schoolIds: Array<Scalars['ID']['input']>;
};


export type MutationImportSchoolFiguresArgs = {
  rows: Array<SchoolFigureCsvRow>;
};


export type MutationRemoveFavoriteSchoolArgs = {
  schoolId: Scalars['ID']['input'];
};


export type MutationRemoveSchoolFigureArgs = {
  figure: Scalars['String']['input'];
  schoolId: Scalars['ID']['input'];
};


export type MutationSetSchoolFigureArgs = {
  input: SchoolFigureInput;
  schoolId: Scalars['ID']['input'];
};


export type MutationUpdateDentalSchoolArgs = {
  id: Scalars['ID']['input'];
  input: DentalSchoolInput;
};

export type Query = {
  __typename?: 'Query';
  /** Admins only. */
  adminDentalSchools: Array<DentalSchool>;
  /** Whether you may save schools; false means the paywall (SPEC §4). Unsaving is always allowed. */
  canFavoriteSchools: Scalars['Boolean']['output'];
  /** One dental school: what only its details show (prerequisites) is asked for here, not with the whole list. */
  dentalSchool: DentalSchool;
  /** Every dental school, by name. */
  dentalSchools: Array<DentalSchool>;
  /** The directory's version: it changes whenever any school's public data changes (an admin's write, an import, the seed), on every replica. */
  directoryVersion: Scalars['String']['output'];
  /** The ids of the schools you saved, without reading the directory: what a revalidation of the directory asks (issue 39). May name a school deleted since. */
  favoriteSchoolIds: Array<Scalars['ID']['output']>;
  /** The schools you saved, by name. */
  favoriteSchools: Array<DentalSchool>;
};


export type QueryDentalSchoolArgs = {
  id: Scalars['ID']['input'];
};

export type SchoolFigure = {
  __typename?: 'SchoolFigure';
  /** An admin entered it (with its source); it wins over the release's figure of the same name. */
  enteredByAdmin: Scalars['Boolean']['output'];
  /** tuitionResident, tuitionNonResident, classSize, applicants, enrollees, offers, gpaOverall, gpaScience, their P5/P95, datAA, datPAT, datTS, datAAP5, datAAP95, minShadowingHours, minVolunteerHours. */
  figure: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** It describes a class more than three admission cycles before the latest. */
  old: Scalars['Boolean']['output'];
  /** DAT figures only: 1-30 or 200-600, the scale it was published on. */
  scale: Maybe<Scalars['String']['output']>;
  sourceKind: SourceKind;
  sourceUrl: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  /** The entering class (2024) or academic year (2025-26) it describes. */
  year: Scalars['String']['output'];
};

/** One row of a figures CSV (school-figures.csv's columns) as cell text. */
export type SchoolFigureCsvRow = {
  figure?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  scale?: InputMaybe<Scalars['String']['input']>;
  sourceKind?: InputMaybe<Scalars['String']['input']>;
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['String']['input']>;
};

export type SchoolFigureImport = {
  __typename?: 'SchoolFigureImport';
  /** Rows refused and why: no source, no year, a value out of range, or an unknown school key. */
  errors: Array<ImportError>;
  /** Figures stored: each replaces the figure of that name an admin entered before. */
  imported: Scalars['Int']['output'];
};

/**
 * A figure an admin enters with its source: the columns of the seed's school-figures.csv but the key.
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 */
export type SchoolFigureInput = {
  figure?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** DAT figures only: 1-30 or 200-600. */
  scale?: InputMaybe<Scalars['String']['input']>;
  /** school, adea or secondary. */
  sourceKind?: InputMaybe<Scalars['String']['input']>;
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  /** The entering class (2024) or academic year (2025-26). */
  year?: InputMaybe<Scalars['String']['input']>;
};

export type SchoolLimit = {
  __typename?: 'SchoolLimit';
  sourceKind: SourceKind;
  sourceUrl: Scalars['String']['output'];
  text: Scalars['String']['output'];
  year: Scalars['String']['output'];
};

export type SchoolPrerequisite = {
  __typename?: 'SchoolPrerequisite';
  course: Scalars['String']['output'];
  lab: Maybe<Scalars['Boolean']['output']>;
  minGrade: Maybe<Scalars['String']['output']>;
  /** It describes a cycle more than three admission cycles before the latest. */
  old: Scalars['Boolean']['output'];
  quarterHours: Maybe<Scalars['Float']['output']>;
  required: Scalars['Boolean']['output'];
  semesterHours: Maybe<Scalars['Float']['output']>;
  sourceKind: SourceKind;
  sourceUrl: Scalars['String']['output'];
  /** The AADSAS course subject a student's courses are matched by. */
  subject: Scalars['String']['output'];
  year: Scalars['String']['output'];
};

/** Where a figure, prerequisite or limit comes from. */
export type SourceKind =
  | 'adea'
  /** The school's own website. */
  | 'school'
  /** A page republishing ADEA's or the school's data with the year. */
  | 'secondary';

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
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  DentalSchool:
    ( { __typename: 'DentalSchool' }
    & GraphQLRecursivePick<FederationTypes['DentalSchool'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  DentalSchool: ResolverTypeWrapper<ViewedSchool>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  DentalSchoolCsvRow: DentalSchoolCsvRow;
  DentalSchoolImport: ResolverTypeWrapper<DentalSchoolImport>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  DentalSchoolInput: DentalSchoolInput;
  FigureSource: ResolverTypeWrapper<FigureSource>;
  ImportError: ResolverTypeWrapper<ImportError>;
  LetterRequirement: ResolverTypeWrapper<LetterRequirement>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SchoolFigure: ResolverTypeWrapper<HeldFigure>;
  SchoolFigureCsvRow: SchoolFigureCsvRow;
  SchoolFigureImport: ResolverTypeWrapper<SchoolFigureImport>;
  SchoolFigureInput: SchoolFigureInput;
  SchoolLimit: ResolverTypeWrapper<SchoolLimit>;
  SchoolPrerequisite: ResolverTypeWrapper<SchoolPrerequisite>;
  SourceKind: SourceKind;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  DentalSchool: ViewedSchool;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  DentalSchoolCsvRow: DentalSchoolCsvRow;
  DentalSchoolImport: DentalSchoolImport;
  Int: Scalars['Int']['output'];
  DentalSchoolInput: DentalSchoolInput;
  FigureSource: FigureSource;
  ImportError: ImportError;
  LetterRequirement: LetterRequirement;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  SchoolFigure: HeldFigure;
  SchoolFigureCsvRow: SchoolFigureCsvRow;
  SchoolFigureImport: SchoolFigureImport;
  SchoolFigureInput: SchoolFigureInput;
  SchoolLimit: SchoolLimit;
  SchoolPrerequisite: SchoolPrerequisite;
}>;

export type DentalSchoolResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DentalSchool'] = ResolversParentTypes['DentalSchool'], FederationReferenceType extends FederationReferenceTypes['DentalSchool'] = FederationReferenceTypes['DentalSchool']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['DentalSchool']> | FederationReferenceType, FederationReferenceType, ContextType>;
  acceptanceRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datAvg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  figureSources?: Resolver<Array<ResolversTypes['FigureSource']>, ParentType, ContextType>;
  figures?: Resolver<Array<ResolversTypes['SchoolFigure']>, ParentType, ContextType>;
  hasAcceleratedProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStateTuition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  letterRequirement?: Resolver<Maybe<ResolversTypes['LetterRequirement']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overallGpaAvg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prerequisiteLimits?: Resolver<Array<ResolversTypes['SchoolLimit']>, ParentType, ContextType>;
  prerequisites?: Resolver<Array<ResolversTypes['SchoolPrerequisite']>, ParentType, ContextType>;
  programLength?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scienceGpaAvg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shortNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tuition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tuitionNonResident?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DentalSchoolImportResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DentalSchoolImport'] = ResolversParentTypes['DentalSchoolImport']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportError']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FigureSourceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['FigureSource'] = ResolversParentTypes['FigureSource']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  figure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportErrorResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ImportError'] = ResolversParentTypes['ImportError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LetterRequirementResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LetterRequirement'] = ResolversParentTypes['LetterRequirement']> = ResolversObject<{
  committeeInstead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dentist?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faculty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scienceFaculty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFavoriteSchool?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationAddFavoriteSchoolArgs, 'schoolId'>>;
  createDentalSchool?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationCreateDentalSchoolArgs, 'input'>>;
  deleteDentalSchool?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDentalSchoolArgs, 'id'>>;
  eraseStudentData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseStudentDataArgs, 'userId'>>;
  importDentalSchools?: Resolver<ResolversTypes['DentalSchoolImport'], ParentType, ContextType, RequireFields<MutationImportDentalSchoolsArgs, 'rows'>>;
  importMyFavoriteSchools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationImportMyFavoriteSchoolsArgs, 'schoolIds'>>;
  importSchoolFigures?: Resolver<ResolversTypes['SchoolFigureImport'], ParentType, ContextType, RequireFields<MutationImportSchoolFiguresArgs, 'rows'>>;
  removeFavoriteSchool?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteSchoolArgs, 'schoolId'>>;
  removeSchoolFigure?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationRemoveSchoolFigureArgs, 'figure' | 'schoolId'>>;
  setSchoolFigure?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationSetSchoolFigureArgs, 'input' | 'schoolId'>>;
  undoMyFavoriteSchoolsImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateDentalSchool?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<MutationUpdateDentalSchoolArgs, 'id' | 'input'>>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminDentalSchools?: Resolver<Array<ResolversTypes['DentalSchool']>, ParentType, ContextType>;
  canFavoriteSchools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dentalSchool?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType, RequireFields<QueryDentalSchoolArgs, 'id'>>;
  dentalSchools?: Resolver<Array<ResolversTypes['DentalSchool']>, ParentType, ContextType>;
  directoryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  favoriteSchoolIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  favoriteSchools?: Resolver<Array<ResolversTypes['DentalSchool']>, ParentType, ContextType>;
}>;

export type SchoolFigureResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolFigure'] = ResolversParentTypes['SchoolFigure']> = ResolversObject<{
  enteredByAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  figure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  old?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SchoolFigureImportResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolFigureImport'] = ResolversParentTypes['SchoolFigureImport']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['ImportError']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SchoolLimitResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolLimit'] = ResolversParentTypes['SchoolLimit']> = ResolversObject<{
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SchoolPrerequisiteResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolPrerequisite'] = ResolversParentTypes['SchoolPrerequisite']> = ResolversObject<{
  course?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lab?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  minGrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  old?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quarterHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  semesterHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  DentalSchool?: DentalSchoolResolvers<ContextType>;
  DentalSchoolImport?: DentalSchoolImportResolvers<ContextType>;
  FigureSource?: FigureSourceResolvers<ContextType>;
  ImportError?: ImportErrorResolvers<ContextType>;
  LetterRequirement?: LetterRequirementResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SchoolFigure?: SchoolFigureResolvers<ContextType>;
  SchoolFigureImport?: SchoolFigureImportResolvers<ContextType>;
  SchoolLimit?: SchoolLimitResolvers<ContextType>;
  SchoolPrerequisite?: SchoolPrerequisiteResolvers<ContextType>;
}>;

