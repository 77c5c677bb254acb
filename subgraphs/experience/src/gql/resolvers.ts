/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
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

/** An AADSAS experience entry: logs of one type and one organization or dentist, their figures, and what the student adds (ExperienceInput). */
export type Experience = {
  __typename?: 'Experience';
  /** Total hours over its weeks: days from first to last date (to today if ongoing), inclusive, / 7, at least 1. */
  averageHoursPerWeek: Scalars['Float']['output'];
  contact: ExperienceContact;
  /** At most 600 characters, spaces included. */
  description: Maybe<Scalars['String']['output']>;
  /** ISO date of its first log. */
  firstDate: Scalars['String']['output'];
  /** Marked for AADSAS's highlighted experiences (at most 6). */
  highlighted: Scalars['Boolean']['output'];
  /** Stable across reads: from the group the logs make, or kept with a split. */
  id: Scalars['ID']['output'];
  /** ISO date of its last log. */
  lastDate: Scalars['String']['output'];
  /** The logs it is made of: shadowing entries, volunteer entries or experience logs. */
  logIds: Array<Scalars['ID']['output']>;
  /** Still going on: its average counts up to today. */
  ongoing: Scalars['Boolean']['output'];
  /** The organization, or for shadowing the dentist's practices, joined with '; '. */
  organization: Scalars['String']['output'];
  totalHours: Scalars['Float']['output'];
  /** One of academic-enrichment, dental-experience, dental-shadowing-in-person, dental-shadowing-virtual, employment, extracurricular, research, volunteer, in AADSAS's order. */
  type: Scalars['String']['output'];
};

/** Who can confirm the experience; a dentist is the contact of their shadowing unless the student says otherwise. */
export type ExperienceContact = {
  __typename?: 'ExperienceContact';
  email: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** Who can confirm an experience; null clears a field, one not sent stays. */
export type ExperienceContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What the student adds to an AADSAS entry: any of them. */
export type ExperienceInput = {
  contact?: InputMaybe<ExperienceContactInput>;
  /** At most 600 characters as AADSAS counts them, spaces included; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Refused past the highlight limit (experienceSettings). */
  highlighted?: InputMaybe<Scalars['Boolean']['input']>;
  ongoing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A day's hours of an AADSAS type SPEC does not log (research, employment...). */
export type ExperienceLog = {
  __typename?: 'ExperienceLog';
  /** ISO date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  hours: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** The organization, employer, lab or program. */
  organization: Scalars['String']['output'];
  /** One of academic-enrichment, dental-experience, employment, extracurricular, research. */
  type: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Adding needs every field except notes; updating takes any of them. */
export type ExperienceLogInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Float']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The AADSAS limits the product checks, each with its source. */
export type ExperienceSettings = {
  __typename?: 'ExperienceSettings';
  descriptionLimit: Scalars['Int']['output'];
  descriptionLimitSourceUrl: Scalars['String']['output'];
  highlightLimit: Scalars['Int']['output'];
  highlightLimitSourceUrl: Scalars['String']['output'];
};

export type ExperienceSummary = {
  __typename?: 'ExperienceSummary';
  /**
   * Every AADSAS type, in AADSAS's order, also those without hours. The goal is the volunteer goal
   * for volunteer, the type's goal for the logged types, and none for the two shadowing types
   * (SPEC's shadowing goal counts both, in shadowing).
   */
  byType: Array<TypeHoursSummary>;
  shadowing: HoursSummary;
  volunteer: HoursSummary;
};

/** Hour goals; null until the student sets one. */
export type Goals = {
  __typename?: 'Goals';
  shadowingGoal: Maybe<Scalars['Float']['output']>;
  /** Goals of the AADSAS types SPEC sets none for (research, employment...), once set. */
  typeGoals: Array<TypeGoal>;
  volunteerGoal: Maybe<Scalars['Float']['output']>;
};

/** Either goal or both; each at least 1, in steps of 0.5. */
export type GoalsInput = {
  shadowingGoal?: InputMaybe<Scalars['Float']['input']>;
  volunteerGoal?: InputMaybe<Scalars['Float']['input']>;
};

export type HoursSummary = {
  __typename?: 'HoursSummary';
  goal: Maybe<Scalars['Float']['output']>;
  /** Hours dated in the calendar month asked for: the student's own, which only their browser knows. */
  hoursThisMonth: Scalars['Float']['output'];
  /** Rounded total/goal as a percent, capped at 100; 0 without a goal. */
  progressPercent: Scalars['Int']['output'];
  totalHours: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addExperienceLog: ExperienceLog;
  addShadowingEntry: ShadowingEntry;
  addVolunteerEntry: VolunteerEntry;
  /** Answers the deleted log's id. */
  deleteExperienceLog: Scalars['ID']['output'];
  /** Answers the deleted entry's id. */
  deleteShadowingEntry: Scalars['ID']['output'];
  /** Answers the deleted entry's id. */
  deleteVolunteerEntry: Scalars['ID']['output'];
  /** Identity alone (a signed service call, never a user; every area has one, called at its own subgraph, so it is shareable and kept out of the API): removes every record this area keeps of a deleted account; repeating it is harmless. */
  eraseStudentData: Scalars['Boolean']['output'];
  /**
   * Issue 38: writes the experience part of a data file (its JSON text, docs/student-data.md) into
   * the signed-in student's experience, which must be empty (409 otherwise): entries and logs with
   * new ids, goals, and the AADSAS entries rebuilt from the same logs; one bad row refuses it (400).
   */
  importMyExperienceData: Scalars['Boolean']['output'];
  /** Puts a log (of any kind) in another entry of its type; answers all the entries. */
  moveExperienceLog: Array<Experience>;
  /** Sets (or with null removes) the goal of a type SPEC sets none for. */
  setTypeGoal: Goals;
  /** Makes a new entry of some of an entry's logs (not all); answers all the entries. */
  splitExperience: Array<Experience>;
  /** Undoes that import when a later area fails: the student's entries, logs, goals and choices are removed. */
  undoMyExperienceImport: Scalars['Boolean']['output'];
  /** Changes what the student adds to an entry; answers the entry. */
  updateExperience: Experience;
  updateExperienceLog: ExperienceLog;
  /** Sets the goals sent and answers both. */
  updateGoals: Goals;
  updateShadowingEntry: ShadowingEntry;
  updateVolunteerEntry: VolunteerEntry;
};


export type MutationAddExperienceLogArgs = {
  input: ExperienceLogInput;
};


export type MutationAddShadowingEntryArgs = {
  input: ShadowingEntryInput;
};


export type MutationAddVolunteerEntryArgs = {
  input: VolunteerEntryInput;
};


export type MutationDeleteExperienceLogArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteShadowingEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVolunteerEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEraseStudentDataArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportMyExperienceDataArgs = {
  data: Scalars['String']['input'];
};


export type MutationMoveExperienceLogArgs = {
  logId: Scalars['ID']['input'];
  toExperienceId: Scalars['ID']['input'];
};


export type MutationSetTypeGoalArgs = {
  goal?: InputMaybe<Scalars['Float']['input']>;
  type: Scalars['String']['input'];
};


export type MutationSplitExperienceArgs = {
  id: Scalars['ID']['input'];
  logIds: Array<Scalars['ID']['input']>;
};


export type MutationUpdateExperienceArgs = {
  id: Scalars['ID']['input'];
  input: ExperienceInput;
};


export type MutationUpdateExperienceLogArgs = {
  id: Scalars['ID']['input'];
  input: ExperienceLogInput;
};


export type MutationUpdateGoalsArgs = {
  input: GoalsInput;
};


export type MutationUpdateShadowingEntryArgs = {
  id: Scalars['ID']['input'];
  input: ShadowingEntryInput;
};


export type MutationUpdateVolunteerEntryArgs = {
  id: Scalars['ID']['input'];
  input: VolunteerEntryInput;
};

export type Query = {
  __typename?: 'Query';
  /** Admins only: shadowing entries of all students. */
  adminShadowingCount: Scalars['Int']['output'];
  /** Admins only: volunteer entries of all students. */
  adminVolunteerCount: Scalars['Int']['output'];
  /** Your logs of the AADSAS types SPEC does not log, newest date first. */
  experienceLogs: Array<ExperienceLog>;
  experienceSettings: ExperienceSettings;
  /** Totals and goal progress; hoursThisMonth counts the month given (YYYY-MM), by default the server's current month. */
  experienceSummary: ExperienceSummary;
  goals: Goals;
  /** Your AADSAS entries, composed from all your logs: by type in AADSAS's order, then by last date, newest first. */
  myExperiences: Array<Experience>;
  /** Your shadowing entries, newest date first. */
  shadowingEntries: Array<ShadowingEntry>;
  shadowingEntry: ShadowingEntry;
  /** Your volunteer entries, newest date first. */
  volunteerEntries: Array<VolunteerEntry>;
  volunteerEntry: VolunteerEntry;
};


export type QueryExperienceSummaryArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShadowingEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVolunteerEntryArgs = {
  id: Scalars['ID']['input'];
};

export type ShadowingEntry = {
  __typename?: 'ShadowingEntry';
  /** ISO date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  doctorName: Scalars['String']['output'];
  hours: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** in-person (the default) or virtual. */
  mode: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** The practice's name and type. */
  practice: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except notes; updating takes any of them (notes: null or "" clears them).
 */
export type ShadowingEntryInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  doctorName?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Float']['input']>;
  mode?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  practice?: InputMaybe<Scalars['String']['input']>;
};

export type TypeGoal = {
  __typename?: 'TypeGoal';
  goal: Scalars['Float']['output'];
  /** One of academic-enrichment, dental-experience, employment, extracurricular, research. */
  type: Scalars['String']['output'];
};

export type TypeHoursSummary = {
  __typename?: 'TypeHoursSummary';
  goal: Maybe<Scalars['Float']['output']>;
  hoursThisMonth: Scalars['Float']['output'];
  progressPercent: Scalars['Int']['output'];
  totalHours: Scalars['Float']['output'];
  /** One of the eight AADSAS experience type ids. */
  type: Scalars['String']['output'];
};

/** A person with an account, owned by identity; experience adds their entries and hour goals (visible to that person only). */
export type User = {
  __typename?: 'User';
  /** Totals and goal progress; hoursThisMonth counts the month given (YYYY-MM), by default the server's current month. */
  experienceSummary: ExperienceSummary;
  goals: Goals;
  id: Scalars['ID']['output'];
  shadowingEntries: Array<ShadowingEntry>;
  volunteerEntries: Array<VolunteerEntry>;
};


/** A person with an account, owned by identity; experience adds their entries and hour goals (visible to that person only). */
export type UserExperienceSummaryArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};

export type VolunteerEntry = {
  __typename?: 'VolunteerEntry';
  /** ISO date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  hours: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  organization: Scalars['String']['output'];
  /** The supervisor's contact information. */
  supervisor: Scalars['String']['output'];
  type: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Adding needs every field except notes; updating takes any of them. */
export type VolunteerEntryInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Float']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['String']['input']>;
  supervisor?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
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
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Experience: ResolverTypeWrapper<Experience>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ExperienceContact: ResolverTypeWrapper<ExperienceContact>;
  ExperienceContactInput: ExperienceContactInput;
  ExperienceInput: ExperienceInput;
  ExperienceLog: ResolverTypeWrapper<ExperienceLog>;
  ExperienceLogInput: ExperienceLogInput;
  ExperienceSettings: ResolverTypeWrapper<ExperienceSettings>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ExperienceSummary: ResolverTypeWrapper<ExperienceSummary>;
  Goals: ResolverTypeWrapper<Goals>;
  GoalsInput: GoalsInput;
  HoursSummary: ResolverTypeWrapper<HoursSummary>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ShadowingEntry: ResolverTypeWrapper<ShadowingEntry>;
  ShadowingEntryInput: ShadowingEntryInput;
  TypeGoal: ResolverTypeWrapper<TypeGoal>;
  TypeHoursSummary: ResolverTypeWrapper<TypeHoursSummary>;
  User: ResolverTypeWrapper<{ id: string }>;
  VolunteerEntry: ResolverTypeWrapper<VolunteerEntry>;
  VolunteerEntryInput: VolunteerEntryInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Experience: Experience;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  ExperienceContact: ExperienceContact;
  ExperienceContactInput: ExperienceContactInput;
  ExperienceInput: ExperienceInput;
  ExperienceLog: ExperienceLog;
  ExperienceLogInput: ExperienceLogInput;
  ExperienceSettings: ExperienceSettings;
  Int: Scalars['Int']['output'];
  ExperienceSummary: ExperienceSummary;
  Goals: Goals;
  GoalsInput: GoalsInput;
  HoursSummary: HoursSummary;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ShadowingEntry: ShadowingEntry;
  ShadowingEntryInput: ShadowingEntryInput;
  TypeGoal: TypeGoal;
  TypeHoursSummary: TypeHoursSummary;
  User: { id: string };
  VolunteerEntry: VolunteerEntry;
  VolunteerEntryInput: VolunteerEntryInput;
}>;

export type ExperienceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Experience'] = ResolversParentTypes['Experience']> = ResolversObject<{
  averageHoursPerWeek?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['ExperienceContact'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  ongoing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExperienceContactResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExperienceContact'] = ResolversParentTypes['ExperienceContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExperienceLogResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExperienceLog'] = ResolversParentTypes['ExperienceLog']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ExperienceSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExperienceSettings'] = ResolversParentTypes['ExperienceSettings']> = ResolversObject<{
  descriptionLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  descriptionLimitSourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlightLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlightLimitSourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExperienceSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExperienceSummary'] = ResolversParentTypes['ExperienceSummary']> = ResolversObject<{
  byType?: Resolver<Array<ResolversTypes['TypeHoursSummary']>, ParentType, ContextType>;
  shadowing?: Resolver<ResolversTypes['HoursSummary'], ParentType, ContextType>;
  volunteer?: Resolver<ResolversTypes['HoursSummary'], ParentType, ContextType>;
}>;

export type GoalsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Goals'] = ResolversParentTypes['Goals']> = ResolversObject<{
  shadowingGoal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  typeGoals?: Resolver<Array<ResolversTypes['TypeGoal']>, ParentType, ContextType>;
  volunteerGoal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type HoursSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['HoursSummary'] = ResolversParentTypes['HoursSummary']> = ResolversObject<{
  goal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hoursThisMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addExperienceLog?: Resolver<ResolversTypes['ExperienceLog'], ParentType, ContextType, RequireFields<MutationAddExperienceLogArgs, 'input'>>;
  addShadowingEntry?: Resolver<ResolversTypes['ShadowingEntry'], ParentType, ContextType, RequireFields<MutationAddShadowingEntryArgs, 'input'>>;
  addVolunteerEntry?: Resolver<ResolversTypes['VolunteerEntry'], ParentType, ContextType, RequireFields<MutationAddVolunteerEntryArgs, 'input'>>;
  deleteExperienceLog?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteExperienceLogArgs, 'id'>>;
  deleteShadowingEntry?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteShadowingEntryArgs, 'id'>>;
  deleteVolunteerEntry?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteVolunteerEntryArgs, 'id'>>;
  eraseStudentData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseStudentDataArgs, 'userId'>>;
  importMyExperienceData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationImportMyExperienceDataArgs, 'data'>>;
  moveExperienceLog?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType, RequireFields<MutationMoveExperienceLogArgs, 'logId' | 'toExperienceId'>>;
  setTypeGoal?: Resolver<ResolversTypes['Goals'], ParentType, ContextType, RequireFields<MutationSetTypeGoalArgs, 'type'>>;
  splitExperience?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType, RequireFields<MutationSplitExperienceArgs, 'id' | 'logIds'>>;
  undoMyExperienceImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateExperience?: Resolver<ResolversTypes['Experience'], ParentType, ContextType, RequireFields<MutationUpdateExperienceArgs, 'id' | 'input'>>;
  updateExperienceLog?: Resolver<ResolversTypes['ExperienceLog'], ParentType, ContextType, RequireFields<MutationUpdateExperienceLogArgs, 'id' | 'input'>>;
  updateGoals?: Resolver<ResolversTypes['Goals'], ParentType, ContextType, RequireFields<MutationUpdateGoalsArgs, 'input'>>;
  updateShadowingEntry?: Resolver<ResolversTypes['ShadowingEntry'], ParentType, ContextType, RequireFields<MutationUpdateShadowingEntryArgs, 'id' | 'input'>>;
  updateVolunteerEntry?: Resolver<ResolversTypes['VolunteerEntry'], ParentType, ContextType, RequireFields<MutationUpdateVolunteerEntryArgs, 'id' | 'input'>>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminShadowingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminVolunteerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  experienceLogs?: Resolver<Array<ResolversTypes['ExperienceLog']>, ParentType, ContextType>;
  experienceSettings?: Resolver<ResolversTypes['ExperienceSettings'], ParentType, ContextType>;
  experienceSummary?: Resolver<ResolversTypes['ExperienceSummary'], ParentType, ContextType, Partial<QueryExperienceSummaryArgs>>;
  goals?: Resolver<ResolversTypes['Goals'], ParentType, ContextType>;
  myExperiences?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType>;
  shadowingEntries?: Resolver<Array<ResolversTypes['ShadowingEntry']>, ParentType, ContextType>;
  shadowingEntry?: Resolver<ResolversTypes['ShadowingEntry'], ParentType, ContextType, RequireFields<QueryShadowingEntryArgs, 'id'>>;
  volunteerEntries?: Resolver<Array<ResolversTypes['VolunteerEntry']>, ParentType, ContextType>;
  volunteerEntry?: Resolver<ResolversTypes['VolunteerEntry'], ParentType, ContextType, RequireFields<QueryVolunteerEntryArgs, 'id'>>;
}>;

export type ShadowingEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ShadowingEntry'] = ResolversParentTypes['ShadowingEntry']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TypeGoalResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TypeGoal'] = ResolversParentTypes['TypeGoal']> = ResolversObject<{
  goal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TypeHoursSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TypeHoursSummary'] = ResolversParentTypes['TypeHoursSummary']> = ResolversObject<{
  goal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hoursThisMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  experienceSummary?: Resolver<ResolversTypes['ExperienceSummary'], ParentType, ContextType, Partial<UserExperienceSummaryArgs>>;
  goals?: Resolver<ResolversTypes['Goals'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shadowingEntries?: Resolver<Array<ResolversTypes['ShadowingEntry']>, ParentType, ContextType>;
  volunteerEntries?: Resolver<Array<ResolversTypes['VolunteerEntry']>, ParentType, ContextType>;
}>;

export type VolunteerEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VolunteerEntry'] = ResolversParentTypes['VolunteerEntry']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supervisor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  Experience?: ExperienceResolvers<ContextType>;
  ExperienceContact?: ExperienceContactResolvers<ContextType>;
  ExperienceLog?: ExperienceLogResolvers<ContextType>;
  ExperienceSettings?: ExperienceSettingsResolvers<ContextType>;
  ExperienceSummary?: ExperienceSummaryResolvers<ContextType>;
  Goals?: GoalsResolvers<ContextType>;
  HoursSummary?: HoursSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ShadowingEntry?: ShadowingEntryResolvers<ContextType>;
  TypeGoal?: TypeGoalResolvers<ContextType>;
  TypeHoursSummary?: TypeHoursSummaryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VolunteerEntry?: VolunteerEntryResolvers<ContextType>;
}>;

