import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import type { SchoolLimit, SchoolPrerequisite } from '@predental/schools-contract/school-figures';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';
import { chosenFigures, withSourcedFigures, type FieldSource, type HeldFigure } from './sourced-figures';

/** Cycle figures are null until the school reports them (the seeded directory has none). */
const figure = { type: Number, default: null };

const dentalSchoolSchema = new mongoose.Schema(
  {
    // Unique, so two replicas loading the seed at once cannot both add a school.
    key: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    state: { type: String, required: true },
    city: { type: String, required: true },
    tuition: figure,
    tuitionNonResident: figure,
    inStateTuition: figure,
    programLength: { type: Number, required: true },
    scienceGpaAvg: figure,
    overallGpaAvg: figure,
    datAvg: figure,
    acceptanceRate: figure,
    hasAcceleratedProgram: { type: Boolean, default: false },
    isPublic: { type: Boolean, default: false },
    websiteUrl: { type: String, default: null },
    notes: { type: String, default: null },
    // Sourced rows, each with its year and source (seed/README.md); absent on a school never sourced.
    figures: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    prerequisites: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    limits: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    // The seed's usual short names (UCLA, OSU), which the explorer's search matches.
    shortNames: { type: [String], default: undefined },
    // Figures an admin entered with their source, by figure name: each is set or removed on its own.
    adminFigures: { type: mongoose.Schema.Types.Mixed, default: undefined },
    /** The digest of the sourced rows the seed last wrote here: a start writes only what changed. */
    sourcedSeed: { type: String, default: null },
  },
  // Indexes are built after schools from older releases got their keys (schools/school-keys.ts).
  { timestamps: true, autoIndex: false },
);

export type DentalSchoolDocument = InferSchemaType<typeof dentalSchoolSchema> & { _id: mongoose.Types.ObjectId };

export function dentalSchoolModel(connection: Connection) {
  return connection.model('DentalSchool', dentalSchoolSchema);
}
export type DentalSchoolModel = ReturnType<typeof dentalSchoolModel>;

export type HeldPrerequisite = Omit<SchoolPrerequisite, 'key'>;
type HeldLimit = Omit<SchoolLimit, 'key'>;

/** A school as stored, before the viewer's favorite flag is added. */
export interface StoredSchool extends DentalSchoolRecord {
  id: string;
  key: string;
  /** One per figure: the one the school shows (sourced-figures.ts). */
  figures: HeldFigure[];
  /** Which of SPEC's figure fields came from which sourced figure (the others an admin entered). */
  figureSources: FieldSource[];
  prerequisites: HeldPrerequisite[];
  limits: HeldLimit[];
  shortNames: string[];
}

/** A school as one signed-in user sees it: with whether they saved it. */
export type ViewedSchool = StoredSchool & { isFavorite: boolean };

export function toSchool(doc: DentalSchoolDocument): StoredSchool {
  const entered = Object.values((doc.adminFigures ?? {}) as Record<string, HeldFigure>).map((figure) => ({
    ...figure,
    enteredByAdmin: true,
  }));
  const figures = chosenFigures([...entered, ...((doc.figures ?? []) as HeldFigure[])]);
  const { school, sources } = withSourcedFigures(
    {
      tuition: doc.tuition ?? null,
      tuitionNonResident: doc.tuitionNonResident ?? null,
      inStateTuition: doc.inStateTuition ?? null,
      scienceGpaAvg: doc.scienceGpaAvg ?? null,
      overallGpaAvg: doc.overallGpaAvg ?? null,
      datAvg: doc.datAvg ?? null,
      acceptanceRate: doc.acceptanceRate ?? null,
    },
    figures,
  );
  return {
    ...school,
    figures,
    figureSources: sources,
    prerequisites: (doc.prerequisites ?? []) as HeldPrerequisite[],
    limits: (doc.limits ?? []) as HeldLimit[],
    shortNames: doc.shortNames ?? [],
    id: doc._id.toString(),
    key: doc.key,
    name: doc.name,
    state: doc.state,
    city: doc.city,
    programLength: doc.programLength,
    hasAcceleratedProgram: doc.hasAcceleratedProgram,
    isPublic: doc.isPublic,
    websiteUrl: doc.websiteUrl ?? null,
    notes: doc.notes ?? null,
  };
}
