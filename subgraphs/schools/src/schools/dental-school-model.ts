import { dentalSchoolEditSchema, type DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { readSchool, type StoredSchool } from '@predental/schools-contract/dental-school-entity';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';
import { chosenFigures, withSourcedFigures, type HeldFigure } from './sourced-figures';

/**
 * Each field an admin edits, as the contract parsed it: every write path parses its input with the
 * contract first, and a read fills a field the school lacks (dental-school-entity.ts).
 */
const editedFields = Object.fromEntries(
  Object.keys(dentalSchoolEditSchema.shape).map((field) => [field, { type: mongoose.Schema.Types.Mixed }]),
) as Record<keyof DentalSchoolRecord, { type: typeof mongoose.Schema.Types.Mixed }>;

const dentalSchoolSchema = new mongoose.Schema(
  {
    // Unique, so two replicas loading the seed at once cannot both add a school.
    key: { type: String, required: true, unique: true },
    ...editedFields,
    // Sourced rows, each with its year and source (seed/README.md); absent on a school never sourced.
    figures: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    prerequisites: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    limits: { type: [mongoose.Schema.Types.Mixed], default: undefined },
    letterRequirement: { type: mongoose.Schema.Types.Mixed, default: undefined },
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

/** A school as one signed-in user sees it: with whether they saved it. */
export type ViewedSchool = StoredSchool & { isFavorite: boolean };

export function toSchool(doc: DentalSchoolDocument): StoredSchool {
  const entered = Object.values((doc.adminFigures ?? {}) as Record<string, HeldFigure>).map((figure) => ({
    ...figure,
    enteredByAdmin: true,
  }));
  const stored = readSchool({ ...doc, id: doc._id.toString(), prerequisiteLimits: doc.limits });
  const figures = chosenFigures([...entered, ...stored.figures]);
  const { school, sources } = withSourcedFigures(stored, figures);
  return { ...school, figures, figureSources: sources };
}
