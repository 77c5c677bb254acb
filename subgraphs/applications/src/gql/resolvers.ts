/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { RequiringSchool } from '../letters/requiring-school';
import type { StoredApplicationWithEvents } from '../applications/application-record';
import type { StoredStatement, VersionWithText } from '../statements/statement-record';
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

/** Dollars. */
export type Amounts = {
  __typename?: 'Amounts';
  planned: Scalars['Float']['output'];
  spent: Scalars['Float']['output'];
};

/** A school the student applies to this cycle (one per school); schema.graphql adds its events and what is computed from them. */
export type Application = {
  __typename?: 'Application';
  /** The date the open offer must be answered by (YYYY-MM-DD), from the cycle's response windows; null without an open offer. */
  answerBy: Maybe<Scalars['String']['output']>;
  /** The window answerBy came from, in words; null with answerBy. */
  answerByRule: Maybe<Scalars['String']['output']>;
  /** The seat deposit, in dollars; null until known. */
  deposit: Maybe<Scalars['Float']['output']>;
  /** Every event, oldest first (by date; one day's in the cycle's order). */
  events: Array<ApplicationEvent>;
  id: Scalars['ID']['output'];
  /** ISO date, YYYY-MM-DD. */
  interviewOn: Maybe<Scalars['String']['output']>;
  /** The soonest of its dates still ahead, as nextDeadlines counts them; null without one. */
  nextDeadline: Maybe<ApplicationDeadline>;
  /** The school in the directory (its name when added is schoolName). */
  school: DentalSchool;
  schoolId: Scalars['ID']['output'];
  schoolName: Scalars['String']['output'];
  /** ISO date, YYYY-MM-DD. */
  secondaryDueOn: Maybe<Scalars['String']['output']>;
  /** The latest event's kind by date (planned before any). */
  stage: Scalars['String']['output'];
  /** The school's own fee, in dollars; null until known. */
  supplementalFee: Maybe<Scalars['Float']['output']>;
};

/**
 * What the cycle costs, in dollars. Spent: AADSAS for the applications submitted (the first school's
 * fee, then each additional's), a supplemental fee once the secondary is submitted, a deposit once
 * paid. Planned: what is spent plus what open (not rejected or withdrawn) applications will cost.
 */
export type ApplicationBudget = {
  __typename?: 'ApplicationBudget';
  aadsas: Amounts;
  deposits: Amounts;
  feeAssistance: FeeAssistance;
  supplemental: Amounts;
  total: Amounts;
};

/** One date of an application (whether it is overdue is the reader's day to judge). */
export type ApplicationDeadline = {
  __typename?: 'ApplicationDeadline';
  date: Scalars['String']['output'];
  /** answer-by, secondary-due or interview. */
  kind: Scalars['String']['output'];
  /** Where the date came from: the answer-by rule, or what the student entered. */
  rule: Scalars['String']['output'];
};

export type ApplicationEvent = {
  __typename?: 'ApplicationEvent';
  /** ISO date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** One of planned, designated, submitted, verified, secondary-received, secondary-submitted, interview-invited, interviewed, offer, waitlisted, rejected, deposit-paid, withdrawn. */
  kind: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
};

/** kind, date and an optional note. */
export type ApplicationEventInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Any of the details; null clears one. Fees are dollars, never negative. */
export type ApplicationInput = {
  deposit?: InputMaybe<Scalars['Float']['input']>;
  interviewOn?: InputMaybe<Scalars['String']['input']>;
  secondaryDueOn?: InputMaybe<Scalars['String']['input']>;
  supplementalFee?: InputMaybe<Scalars['Float']['input']>;
};

/** The student's private calendar address. Only its token's hash is kept, so the address itself is shown once, when made. */
export type CalendarSubscription = {
  __typename?: 'CalendarSubscription';
  /** When the current address was made (ISO 8601); null before the first. */
  createdAt: Maybe<Scalars['String']['output']>;
};

/** The application cycle: students read it, admins change it; each sourced value with its source. */
export type CycleSettings = {
  __typename?: 'CycleSettings';
  aadsasFeeAdditional: Scalars['Float']['output'];
  aadsasFeeFirst: Scalars['Float']['output'];
  aadsasFeeSourceUrl: Maybe<Scalars['String']['output']>;
  /** The year (or cycle) the fees were published for. */
  aadsasFeeYear: Maybe<Scalars['String']['output']>;
  /** When ADEA AADSAS opens; null until known. */
  aadsasOpensOn: Maybe<Scalars['String']['output']>;
  /** The cycle, e.g. "2026–2027". */
  cycleName: Scalars['String']['output'];
  /** The first day schools may make offers; an offer before it is refused. */
  firstOfferOn: Scalars['String']['output'];
  firstOfferSourceUrl: Maybe<Scalars['String']['output']>;
  /** The first day an application may be submitted; null until known. */
  firstSubmissionOn: Maybe<Scalars['String']['output']>;
  /** After this day a school may ask for an immediate answer. */
  immediateAfter: Scalars['String']['output'];
  /** A letter requested this many days ago and not completed shows in the next deadlines, to follow up. */
  letterReminderDays: Scalars['Int']['output'];
  /** Days to answer an offer made from firstOfferOn until shortWindowFrom. */
  longWindowDays: Scalars['Int']['output'];
  responseWindowsSourceUrl: Maybe<Scalars['String']['output']>;
  shortWindowDays: Scalars['Int']['output'];
  /** From this day an offer gets shortWindowDays. */
  shortWindowFrom: Scalars['String']['output'];
  /** Characters, spaces and line breaks included. */
  statementLimit: Scalars['Int']['output'];
  statementLimitSourceUrl: Maybe<Scalars['String']['output']>;
  /** The prompt shown above the editor. */
  statementPrompt: Scalars['String']['output'];
  statementPromptSourceUrl: Maybe<Scalars['String']['output']>;
};

/** Admins only: any of the settings; the response windows must follow one another. */
export type CycleSettingsInput = {
  aadsasFeeAdditional?: InputMaybe<Scalars['Float']['input']>;
  aadsasFeeFirst?: InputMaybe<Scalars['Float']['input']>;
  aadsasFeeSourceUrl?: InputMaybe<Scalars['String']['input']>;
  aadsasFeeYear?: InputMaybe<Scalars['String']['input']>;
  aadsasOpensOn?: InputMaybe<Scalars['String']['input']>;
  cycleName?: InputMaybe<Scalars['String']['input']>;
  firstOfferOn?: InputMaybe<Scalars['String']['input']>;
  firstOfferSourceUrl?: InputMaybe<Scalars['String']['input']>;
  firstSubmissionOn?: InputMaybe<Scalars['String']['input']>;
  immediateAfter?: InputMaybe<Scalars['String']['input']>;
  letterReminderDays?: InputMaybe<Scalars['Int']['input']>;
  longWindowDays?: InputMaybe<Scalars['Int']['input']>;
  responseWindowsSourceUrl?: InputMaybe<Scalars['String']['input']>;
  shortWindowDays?: InputMaybe<Scalars['Int']['input']>;
  shortWindowFrom?: InputMaybe<Scalars['String']['input']>;
  statementLimit?: InputMaybe<Scalars['Int']['input']>;
  statementLimitSourceUrl?: InputMaybe<Scalars['String']['input']>;
  statementPrompt?: InputMaybe<Scalars['String']['input']>;
  statementPromptSourceUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A date of the student's applications: an open offer's answer-by date, a secondary due or an interview. */
export type Deadline = {
  __typename?: 'Deadline';
  applicationId: Scalars['ID']['output'];
  date: Scalars['String']['output'];
  /** answer-by, secondary-due or interview. */
  kind: Scalars['String']['output'];
  /** Before the day asked about (the server's today in the calendar). */
  overdue: Scalars['Boolean']['output'];
  /** Where the date came from: the answer-by rule, or what the student entered. */
  rule: Scalars['String']['output'];
  schoolName: Scalars['String']['output'];
};

/** A dental school, owned by schools; an application names it by its key (its details come from schools). */
export type DentalSchool = {
  __typename?: 'DentalSchool';
  id: Scalars['ID']['output'];
  letterRequirement: Maybe<LetterRequirement>;
  /** Whether the student's completed letters meet the school's letter requirement (issue 36); null while applications is down. */
  myLetters: Maybe<LetterCheck>;
};

/** The ADEA Fee Assistance Program, as the student marks it: the amount it covers comes off the AADSAS fees. */
export type FeeAssistance = {
  __typename?: 'FeeAssistance';
  amountCovered: Scalars['Float']['output'];
  onProgram: Scalars['Boolean']['output'];
};

export type FeeAssistanceInput = {
  amountCovered?: InputMaybe<Scalars['Float']['input']>;
  onProgram?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A letter of evaluation the student plans or asked for; the AADSAS limit counts the requested, accepted and completed ones. */
export type Letter = {
  __typename?: 'Letter';
  /** ISO date, YYYY-MM-DD. */
  completedOn: Maybe<Scalars['String']['output']>;
  /** Where the student follows up; the platform sends nothing. */
  evaluatorEmail: Scalars['String']['output'];
  evaluatorName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** One of individual, committee. */
  kind: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** How the evaluator knows the student. */
  relationship: Maybe<Scalars['String']['output']>;
  /** ISO date, YYYY-MM-DD. */
  requestedOn: Maybe<Scalars['String']['output']>;
  /** One of science-faculty, non-science-faculty, dentist, employer, other. */
  role: Scalars['String']['output'];
  /** One of planned, requested, accepted, completed, declined. */
  status: Scalars['String']['output'];
  /** The evaluator's title, e.g. "Professor of Biology". */
  title: Maybe<Scalars['String']['output']>;
  /** Whether the student waived the right to see the letter. */
  waived: Scalars['Boolean']['output'];
};

/** The student's completed letters against a school's requirement. */
export type LetterCheck = {
  __typename?: 'LetterCheck';
  /** met, not-met or not-on-file. */
  status: Scalars['String']['output'];
  /** Met, Not met: needs one more dentist letter (what is missing), or Not on file. */
  words: Scalars['String']['output'];
};

/** evaluatorName, evaluatorEmail, kind, role and status to add one; any of the fields to change one. */
export type LetterInput = {
  completedOn?: InputMaybe<Scalars['String']['input']>;
  evaluatorEmail?: InputMaybe<Scalars['String']['input']>;
  evaluatorName?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  relationship?: InputMaybe<Scalars['String']['input']>;
  requestedOn?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  waived?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A school's letter requirement as the schools subgraph gives it (the fields the check reads). */
export type LetterRequirement = {
  __typename?: 'LetterRequirement';
  committeeInstead: Scalars['Boolean']['output'];
  dentist: Scalars['Int']['output'];
  faculty: Scalars['Int']['output'];
  scienceFaculty: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A school from the directory, once per student; its name is kept with the application. */
  addApplication: Application;
  /** An offer dated before the cycle's first offer date is refused. */
  addApplicationEvent: Application;
  /** Refused when the letters requested, accepted or completed would break the AADSAS limit. */
  addLetter: Letter;
  /** A statement with its title; text (none: empty) starts the working draft. No version until one is saved. */
  addPersonalStatement: PersonalStatement;
  /** Saves text as a new version: earlier versions stay as they were. */
  addStatementVersion: PersonalStatement;
  /** Identity alone (a signed service call, never a user; every area has one, called at its own subgraph, so it is shareable and kept out of the API): removes every record this area keeps of a deleted account; repeating it is harmless. */
  eraseStudentData: Scalars['Boolean']['output'];
  /**
   * Issue 38: writes the applications part of a data file (its JSON text, docs/student-data.md) into
   * the signed-in student's applications, letters and statements, which must be none yet (409
   * otherwise). schoolIds: each application's school, in the file's order, as the directory gives
   * it for the application's school key. One bad row refuses it (400). New ids throughout.
   */
  importMyApplicationsData: Scalars['Boolean']['output'];
  /** Marks a version final (the one before no longer is); refused while the version is over the limit. */
  markFinalVersion: PersonalStatement;
  /** Answers the removed application's id. */
  removeApplication: Scalars['ID']['output'];
  removeApplicationEvent: Application;
  /** Answers the removed letter's id. */
  removeLetter: Scalars['ID']['output'];
  /** A new private calendar address; the old one stops working at once. Its token is shown this once. */
  replaceCalendarSubscription: NewCalendarSubscription;
  /** Autosave: the working draft, over the limit or not; never adds a version. */
  saveStatementDraft: PersonalStatement;
  /** Undoes that import when a later area fails: the student's applications, letters and statements are removed. */
  undoMyApplicationsImport: Scalars['Boolean']['output'];
  updateApplication: Application;
  /** Admins only. */
  updateApplicationCycle: CycleSettings;
  updateFeeAssistance: FeeAssistance;
  /** Refused like addLetter when the change would break the AADSAS limit. */
  updateLetter: Letter;
};


export type MutationAddApplicationArgs = {
  schoolId: Scalars['ID']['input'];
};


export type MutationAddApplicationEventArgs = {
  applicationId: Scalars['ID']['input'];
  input: ApplicationEventInput;
};


export type MutationAddLetterArgs = {
  input: LetterInput;
};


export type MutationAddPersonalStatementArgs = {
  text?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationAddStatementVersionArgs = {
  statementId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationEraseStudentDataArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportMyApplicationsDataArgs = {
  data: Scalars['String']['input'];
  schoolIds: Array<Scalars['ID']['input']>;
};


export type MutationMarkFinalVersionArgs = {
  statementId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationRemoveApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveApplicationEventArgs = {
  applicationId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


export type MutationRemoveLetterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveStatementDraftArgs = {
  draft: Scalars['String']['input'];
  statementId: Scalars['ID']['input'];
};


export type MutationUpdateApplicationArgs = {
  id: Scalars['ID']['input'];
  input: ApplicationInput;
};


export type MutationUpdateApplicationCycleArgs = {
  input: CycleSettingsInput;
};


export type MutationUpdateFeeAssistanceArgs = {
  input: FeeAssistanceInput;
};


export type MutationUpdateLetterArgs = {
  id: Scalars['ID']['input'];
  input: LetterInput;
};

/** A new private calendar address: the old one stopped working. */
export type NewCalendarSubscription = {
  __typename?: 'NewCalendarSubscription';
  /** The feed's path on this site: /api/calendar/<token>.ics */
  path: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** A personal statement: its working draft and, in schema.graphql, its saved versions. */
export type PersonalStatement = {
  __typename?: 'PersonalStatement';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The working draft, saved as typed; saving it never adds a version. */
  draft: Scalars['String']['output'];
  /** The draft's characters as AADSAS counts them (user-perceived, spaces and line breaks included). */
  draftCharacters: Scalars['Int']['output'];
  /** The draft's characters over the cycle's limit; 0 at or under it. */
  draftOverBy: Scalars['Int']['output'];
  /** When the draft was last saved (ISO 8601); null before the first. */
  draftSavedAt: Maybe<Scalars['String']['output']>;
  draftWords: Scalars['Int']['output'];
  /** The version marked final; null until one is. */
  finalVersion: Maybe<StatementVersion>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** Every saved version, oldest first. */
  versions: Array<StatementVersion>;
};

export type Query = {
  __typename?: 'Query';
  /** Admins only: applications of all students. Nullable, so the admin statistics still answer the other areas' counts while this area is down. */
  adminApplicationCount: Maybe<Scalars['Int']['output']>;
  /** Admins only: applications of all students at each stage, in the cycle's order. Nullable like adminApplicationCount. */
  adminApplicationStages: Maybe<Array<StageCount>>;
  application: Application;
  applicationBudget: ApplicationBudget;
  /** The cycle's settings and their sources. */
  applicationCycle: CycleSettings;
  /**
   * For whoever holds a private calendar address, signed in or not: its student's calendar entries,
   * nothing else; null for an unknown or replaced token.
   */
  calendarFeed: Maybe<Array<Deadline>>;
  /** Whether you have a private calendar address, and since when. */
  calendarSubscription: CalendarSubscription;
  /**
   * Your letters requested more than the cycle's letterReminderDays before today (YYYY-MM-DD, the
   * student's day; by default the server's) and neither completed nor declined: to follow up.
   */
  letterReminders: Array<Letter>;
  /** Your applications, by school name. */
  myApplications: Array<Application>;
  /** Every dated deadline and interview of your applications, soonest first, kept after it passed until the application is withdrawn: your calendar feed. */
  myCalendar: Array<Deadline>;
  /** Your letters of evaluation, by status (planned first), then evaluator. */
  myLetters: Array<Letter>;
  /** Your personal statements, most recently created first. */
  myPersonalStatements: Array<PersonalStatement>;
  /** The next five deadlines across your applications; overdue relative to today (YYYY-MM-DD, the student's day; by default the server's). */
  nextDeadlines: Array<Deadline>;
  personalStatement: PersonalStatement;
};


export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCalendarFeedArgs = {
  token: Scalars['String']['input'];
};


export type QueryLetterRemindersArgs = {
  today?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNextDeadlinesArgs = {
  today?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPersonalStatementArgs = {
  id: Scalars['ID']['input'];
};

export type StageCount = {
  __typename?: 'StageCount';
  count: Scalars['Int']['output'];
  stage: Scalars['String']['output'];
};

/** A saved version of a personal statement, never overwritten. */
export type StatementVersion = {
  __typename?: 'StatementVersion';
  /** User-perceived characters, spaces and line breaks included. */
  characters: Scalars['Int']['output'];
  /** The statement's final version (one at most). */
  final: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Characters over the cycle's limit; 0 at or under it. */
  overBy: Scalars['Int']['output'];
  /** ISO 8601. */
  savedAt: Scalars['String']['output'];
  text: Scalars['String']['output'];
  words: Scalars['Int']['output'];
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
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  DentalSchool:
    ( { __typename: 'DentalSchool' }
    & GraphQLRecursivePick<FederationTypes['DentalSchool'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['DentalSchool'], {"letterRequirement":{"scienceFaculty":true,"faculty":true,"dentist":true,"total":true,"committeeInstead":true}}> ) );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Amounts: ResolverTypeWrapper<Amounts>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Application: ResolverTypeWrapper<StoredApplicationWithEvents>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ApplicationBudget: ResolverTypeWrapper<ApplicationBudget>;
  ApplicationDeadline: ResolverTypeWrapper<ApplicationDeadline>;
  ApplicationEvent: ResolverTypeWrapper<ApplicationEvent>;
  ApplicationEventInput: ApplicationEventInput;
  ApplicationInput: ApplicationInput;
  CalendarSubscription: ResolverTypeWrapper<CalendarSubscription>;
  CycleSettings: ResolverTypeWrapper<CycleSettings>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CycleSettingsInput: CycleSettingsInput;
  Deadline: ResolverTypeWrapper<Deadline>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DentalSchool: ResolverTypeWrapper<RequiringSchool>;
  FeeAssistance: ResolverTypeWrapper<FeeAssistance>;
  FeeAssistanceInput: FeeAssistanceInput;
  Letter: ResolverTypeWrapper<Letter>;
  LetterCheck: ResolverTypeWrapper<LetterCheck>;
  LetterInput: LetterInput;
  LetterRequirement: ResolverTypeWrapper<LetterRequirement>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewCalendarSubscription: ResolverTypeWrapper<NewCalendarSubscription>;
  PersonalStatement: ResolverTypeWrapper<StoredStatement>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StageCount: ResolverTypeWrapper<StageCount>;
  StatementVersion: ResolverTypeWrapper<VersionWithText>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Amounts: Amounts;
  Float: Scalars['Float']['output'];
  Application: StoredApplicationWithEvents;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  ApplicationBudget: ApplicationBudget;
  ApplicationDeadline: ApplicationDeadline;
  ApplicationEvent: ApplicationEvent;
  ApplicationEventInput: ApplicationEventInput;
  ApplicationInput: ApplicationInput;
  CalendarSubscription: CalendarSubscription;
  CycleSettings: CycleSettings;
  Int: Scalars['Int']['output'];
  CycleSettingsInput: CycleSettingsInput;
  Deadline: Deadline;
  Boolean: Scalars['Boolean']['output'];
  DentalSchool: RequiringSchool;
  FeeAssistance: FeeAssistance;
  FeeAssistanceInput: FeeAssistanceInput;
  Letter: Letter;
  LetterCheck: LetterCheck;
  LetterInput: LetterInput;
  LetterRequirement: LetterRequirement;
  Mutation: Record<PropertyKey, never>;
  NewCalendarSubscription: NewCalendarSubscription;
  PersonalStatement: StoredStatement;
  Query: Record<PropertyKey, never>;
  StageCount: StageCount;
  StatementVersion: VersionWithText;
}>;

export type AmountsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Amounts'] = ResolversParentTypes['Amounts']> = ResolversObject<{
  planned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  answerBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerByRule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ApplicationEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextDeadline?: Resolver<Maybe<ResolversTypes['ApplicationDeadline']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['DentalSchool'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryDueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplementalFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ApplicationBudgetResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplicationBudget'] = ResolversParentTypes['ApplicationBudget']> = ResolversObject<{
  aadsas?: Resolver<ResolversTypes['Amounts'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['Amounts'], ParentType, ContextType>;
  feeAssistance?: Resolver<ResolversTypes['FeeAssistance'], ParentType, ContextType>;
  supplemental?: Resolver<ResolversTypes['Amounts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Amounts'], ParentType, ContextType>;
}>;

export type ApplicationDeadlineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplicationDeadline'] = ResolversParentTypes['ApplicationDeadline']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationEventResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplicationEvent'] = ResolversParentTypes['ApplicationEvent']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CalendarSubscriptionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CalendarSubscription'] = ResolversParentTypes['CalendarSubscription']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CycleSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CycleSettings'] = ResolversParentTypes['CycleSettings']> = ResolversObject<{
  aadsasFeeAdditional?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  aadsasFeeFirst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  aadsasFeeSourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aadsasFeeYear?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aadsasOpensOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cycleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOfferOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOfferSourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSubmissionOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  immediateAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  letterReminderDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseWindowsSourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortWindowFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementLimitSourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statementPrompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementPromptSourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeadlineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Deadline'] = ResolversParentTypes['Deadline']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DentalSchoolResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DentalSchool'] = ResolversParentTypes['DentalSchool'], FederationReferenceType extends FederationReferenceTypes['DentalSchool'] = FederationReferenceTypes['DentalSchool']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['DentalSchool']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myLetters?: Resolver<Maybe<ResolversTypes['LetterCheck']>, ParentType, ContextType>;
}>;

export type FeeAssistanceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['FeeAssistance'] = ResolversParentTypes['FeeAssistance']> = ResolversObject<{
  amountCovered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  onProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LetterResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Letter'] = ResolversParentTypes['Letter']> = ResolversObject<{
  completedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evaluatorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evaluatorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LetterCheckResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LetterCheck'] = ResolversParentTypes['LetterCheck']> = ResolversObject<{
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationAddApplicationArgs, 'schoolId'>>;
  addApplicationEvent?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationAddApplicationEventArgs, 'applicationId' | 'input'>>;
  addLetter?: Resolver<ResolversTypes['Letter'], ParentType, ContextType, RequireFields<MutationAddLetterArgs, 'input'>>;
  addPersonalStatement?: Resolver<ResolversTypes['PersonalStatement'], ParentType, ContextType, RequireFields<MutationAddPersonalStatementArgs, 'title'>>;
  addStatementVersion?: Resolver<ResolversTypes['PersonalStatement'], ParentType, ContextType, RequireFields<MutationAddStatementVersionArgs, 'statementId' | 'text'>>;
  eraseStudentData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseStudentDataArgs, 'userId'>>;
  importMyApplicationsData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationImportMyApplicationsDataArgs, 'data' | 'schoolIds'>>;
  markFinalVersion?: Resolver<ResolversTypes['PersonalStatement'], ParentType, ContextType, RequireFields<MutationMarkFinalVersionArgs, 'statementId' | 'versionId'>>;
  removeApplication?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveApplicationArgs, 'id'>>;
  removeApplicationEvent?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationRemoveApplicationEventArgs, 'applicationId' | 'eventId'>>;
  removeLetter?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveLetterArgs, 'id'>>;
  replaceCalendarSubscription?: Resolver<ResolversTypes['NewCalendarSubscription'], ParentType, ContextType>;
  saveStatementDraft?: Resolver<ResolversTypes['PersonalStatement'], ParentType, ContextType, RequireFields<MutationSaveStatementDraftArgs, 'draft' | 'statementId'>>;
  undoMyApplicationsImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationUpdateApplicationArgs, 'id' | 'input'>>;
  updateApplicationCycle?: Resolver<ResolversTypes['CycleSettings'], ParentType, ContextType, RequireFields<MutationUpdateApplicationCycleArgs, 'input'>>;
  updateFeeAssistance?: Resolver<ResolversTypes['FeeAssistance'], ParentType, ContextType, RequireFields<MutationUpdateFeeAssistanceArgs, 'input'>>;
  updateLetter?: Resolver<ResolversTypes['Letter'], ParentType, ContextType, RequireFields<MutationUpdateLetterArgs, 'id' | 'input'>>;
}>;

export type NewCalendarSubscriptionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['NewCalendarSubscription'] = ResolversParentTypes['NewCalendarSubscription']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonalStatementResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PersonalStatement'] = ResolversParentTypes['PersonalStatement']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draftCharacters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draftOverBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draftSavedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draftWords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finalVersion?: Resolver<Maybe<ResolversTypes['StatementVersion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['StatementVersion']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminApplicationCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  adminApplicationStages?: Resolver<Maybe<Array<ResolversTypes['StageCount']>>, ParentType, ContextType>;
  application?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applicationBudget?: Resolver<ResolversTypes['ApplicationBudget'], ParentType, ContextType>;
  applicationCycle?: Resolver<ResolversTypes['CycleSettings'], ParentType, ContextType>;
  calendarFeed?: Resolver<Maybe<Array<ResolversTypes['Deadline']>>, ParentType, ContextType, RequireFields<QueryCalendarFeedArgs, 'token'>>;
  calendarSubscription?: Resolver<ResolversTypes['CalendarSubscription'], ParentType, ContextType>;
  letterReminders?: Resolver<Array<ResolversTypes['Letter']>, ParentType, ContextType, Partial<QueryLetterRemindersArgs>>;
  myApplications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  myCalendar?: Resolver<Array<ResolversTypes['Deadline']>, ParentType, ContextType>;
  myLetters?: Resolver<Array<ResolversTypes['Letter']>, ParentType, ContextType>;
  myPersonalStatements?: Resolver<Array<ResolversTypes['PersonalStatement']>, ParentType, ContextType>;
  nextDeadlines?: Resolver<Array<ResolversTypes['Deadline']>, ParentType, ContextType, Partial<QueryNextDeadlinesArgs>>;
  personalStatement?: Resolver<ResolversTypes['PersonalStatement'], ParentType, ContextType, RequireFields<QueryPersonalStatementArgs, 'id'>>;
}>;

export type StageCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StageCount'] = ResolversParentTypes['StageCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementVersionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StatementVersion'] = ResolversParentTypes['StatementVersion']> = ResolversObject<{
  characters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  final?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  Amounts?: AmountsResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationBudget?: ApplicationBudgetResolvers<ContextType>;
  ApplicationDeadline?: ApplicationDeadlineResolvers<ContextType>;
  ApplicationEvent?: ApplicationEventResolvers<ContextType>;
  CalendarSubscription?: CalendarSubscriptionResolvers<ContextType>;
  CycleSettings?: CycleSettingsResolvers<ContextType>;
  Deadline?: DeadlineResolvers<ContextType>;
  DentalSchool?: DentalSchoolResolvers<ContextType>;
  FeeAssistance?: FeeAssistanceResolvers<ContextType>;
  Letter?: LetterResolvers<ContextType>;
  LetterCheck?: LetterCheckResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewCalendarSubscription?: NewCalendarSubscriptionResolvers<ContextType>;
  PersonalStatement?: PersonalStatementResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StageCount?: StageCountResolvers<ContextType>;
  StatementVersion?: StatementVersionResolvers<ContextType>;
}>;

