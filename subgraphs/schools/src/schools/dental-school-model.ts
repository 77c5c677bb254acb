import type { DentalSchoolRecord } from '@predental/contracts/dental-school';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';

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
  },
  // Indexes are built after schools from older releases got their keys (schools/school-keys.ts).
  { timestamps: true, autoIndex: false },
);

export type DentalSchoolDocument = InferSchemaType<typeof dentalSchoolSchema> & { _id: mongoose.Types.ObjectId };

export function dentalSchoolModel(connection: Connection) {
  return connection.model('DentalSchool', dentalSchoolSchema);
}
export type DentalSchoolModel = ReturnType<typeof dentalSchoolModel>;

/** A school as stored, before the viewer's favorite flag is added. */
export interface StoredSchool extends DentalSchoolRecord {
  id: string;
  key: string;
}

export function toSchool(doc: DentalSchoolDocument): StoredSchool {
  return {
    id: doc._id.toString(),
    key: doc.key,
    name: doc.name,
    state: doc.state,
    city: doc.city,
    tuition: doc.tuition ?? null,
    tuitionNonResident: doc.tuitionNonResident ?? null,
    inStateTuition: doc.inStateTuition ?? null,
    programLength: doc.programLength,
    scienceGpaAvg: doc.scienceGpaAvg ?? null,
    overallGpaAvg: doc.overallGpaAvg ?? null,
    datAvg: doc.datAvg ?? null,
    acceptanceRate: doc.acceptanceRate ?? null,
    hasAcceleratedProgram: doc.hasAcceleratedProgram,
    isPublic: doc.isPublic,
    websiteUrl: doc.websiteUrl ?? null,
    notes: doc.notes ?? null,
  };
}
