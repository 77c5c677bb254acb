import type { DentalSchoolInput } from '@predental/contracts/dental-school';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';

const dentalSchoolSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    state: { type: String, required: true },
    city: { type: String, required: true },
    tuition: { type: Number, required: true },
    tuitionNonResident: { type: Number, default: null },
    inStateTuition: { type: Number, default: null },
    programLength: { type: Number, required: true },
    scienceGpaAvg: { type: Number, required: true },
    overallGpaAvg: { type: Number, required: true },
    datAvg: { type: Number, required: true },
    acceptanceRate: { type: Number, default: null },
    hasAcceleratedProgram: { type: Boolean, default: false },
    isPublic: { type: Boolean, default: false },
    websiteUrl: { type: String, default: null },
    notes: { type: String, default: null },
  },
  { timestamps: true },
);

export type DentalSchoolDocument = InferSchemaType<typeof dentalSchoolSchema> & { _id: mongoose.Types.ObjectId };

export function dentalSchoolModel(connection: Connection) {
  return connection.model('DentalSchool', dentalSchoolSchema);
}
export type DentalSchoolModel = ReturnType<typeof dentalSchoolModel>;

/** A school as stored, before the viewer's favorite flag is added. */
export interface StoredSchool extends DentalSchoolInput {
  id: string;
}

export function toSchool(doc: DentalSchoolDocument): StoredSchool {
  return {
    id: doc._id.toString(),
    name: doc.name,
    state: doc.state,
    city: doc.city,
    tuition: doc.tuition,
    tuitionNonResident: doc.tuitionNonResident ?? null,
    inStateTuition: doc.inStateTuition ?? null,
    programLength: doc.programLength,
    scienceGpaAvg: doc.scienceGpaAvg,
    overallGpaAvg: doc.overallGpaAvg,
    datAvg: doc.datAvg,
    acceptanceRate: doc.acceptanceRate ?? null,
    hasAcceleratedProgram: doc.hasAcceleratedProgram,
    isPublic: doc.isPublic,
    websiteUrl: doc.websiteUrl ?? null,
    notes: doc.notes ?? null,
  };
}
