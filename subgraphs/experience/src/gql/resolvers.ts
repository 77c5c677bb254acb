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

export type ExperienceSummary = {
  __typename?: 'ExperienceSummary';
  shadowing: HoursSummary;
  volunteer: HoursSummary;
};

/** Hour goals; null until the student sets one. */
export type Goals = {
  __typename?: 'Goals';
  shadowingGoal: Maybe<Scalars['Float']['output']>;
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
  addShadowingEntry: ShadowingEntry;
  addVolunteerEntry: VolunteerEntry;
  /** Answers the deleted entry's id. */
  deleteShadowingEntry: Scalars['ID']['output'];
  /** Answers the deleted entry's id. */
  deleteVolunteerEntry: Scalars['ID']['output'];
  /** Sets the goals sent and answers both. */
  updateGoals: Goals;
  updateShadowingEntry: ShadowingEntry;
  updateVolunteerEntry: VolunteerEntry;
};


export type MutationAddShadowingEntryArgs = {
  input: ShadowingEntryInput;
};


export type MutationAddVolunteerEntryArgs = {
  input: VolunteerEntryInput;
};


export type MutationDeleteShadowingEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVolunteerEntryArgs = {
  id: Scalars['ID']['input'];
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
  /** Totals and goal progress; hoursThisMonth counts the month given (YYYY-MM), by default the server's current month. */
  experienceSummary: ExperienceSummary;
  goals: Goals;
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
  notes?: InputMaybe<Scalars['String']['input']>;
  practice?: InputMaybe<Scalars['String']['input']>;
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
  ExperienceSummary: ResolverTypeWrapper<ExperienceSummary>;
  Goals: ResolverTypeWrapper<Goals>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoalsInput: GoalsInput;
  HoursSummary: ResolverTypeWrapper<HoursSummary>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ShadowingEntry: ResolverTypeWrapper<ShadowingEntry>;
  ShadowingEntryInput: ShadowingEntryInput;
  User: ResolverTypeWrapper<{ id: string }>;
  VolunteerEntry: ResolverTypeWrapper<VolunteerEntry>;
  VolunteerEntryInput: VolunteerEntryInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ExperienceSummary: ExperienceSummary;
  Goals: Goals;
  Float: Scalars['Float']['output'];
  GoalsInput: GoalsInput;
  HoursSummary: HoursSummary;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  ShadowingEntry: ShadowingEntry;
  ShadowingEntryInput: ShadowingEntryInput;
  User: { id: string };
  VolunteerEntry: VolunteerEntry;
  VolunteerEntryInput: VolunteerEntryInput;
  Boolean: Scalars['Boolean']['output'];
}>;

export type ExperienceSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExperienceSummary'] = ResolversParentTypes['ExperienceSummary']> = ResolversObject<{
  shadowing?: Resolver<ResolversTypes['HoursSummary'], ParentType, ContextType>;
  volunteer?: Resolver<ResolversTypes['HoursSummary'], ParentType, ContextType>;
}>;

export type GoalsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Goals'] = ResolversParentTypes['Goals']> = ResolversObject<{
  shadowingGoal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  volunteerGoal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type HoursSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['HoursSummary'] = ResolversParentTypes['HoursSummary']> = ResolversObject<{
  goal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hoursThisMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addShadowingEntry?: Resolver<ResolversTypes['ShadowingEntry'], ParentType, ContextType, RequireFields<MutationAddShadowingEntryArgs, 'input'>>;
  addVolunteerEntry?: Resolver<ResolversTypes['VolunteerEntry'], ParentType, ContextType, RequireFields<MutationAddVolunteerEntryArgs, 'input'>>;
  deleteShadowingEntry?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteShadowingEntryArgs, 'id'>>;
  deleteVolunteerEntry?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteVolunteerEntryArgs, 'id'>>;
  updateGoals?: Resolver<ResolversTypes['Goals'], ParentType, ContextType, RequireFields<MutationUpdateGoalsArgs, 'input'>>;
  updateShadowingEntry?: Resolver<ResolversTypes['ShadowingEntry'], ParentType, ContextType, RequireFields<MutationUpdateShadowingEntryArgs, 'id' | 'input'>>;
  updateVolunteerEntry?: Resolver<ResolversTypes['VolunteerEntry'], ParentType, ContextType, RequireFields<MutationUpdateVolunteerEntryArgs, 'id' | 'input'>>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminShadowingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminVolunteerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  experienceSummary?: Resolver<ResolversTypes['ExperienceSummary'], ParentType, ContextType, Partial<QueryExperienceSummaryArgs>>;
  goals?: Resolver<ResolversTypes['Goals'], ParentType, ContextType>;
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
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  ExperienceSummary?: ExperienceSummaryResolvers<ContextType>;
  Goals?: GoalsResolvers<ContextType>;
  HoursSummary?: HoursSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ShadowingEntry?: ShadowingEntryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VolunteerEntry?: VolunteerEntryResolvers<ContextType>;
}>;

