import type { DatScore } from '@predental/contracts/dat';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';

const score = { type: Number, required: true, min: 400, max: 600 };

const datScoreSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    testDate: { type: String, required: true },
    biology: score,
    generalChemistry: score,
    organicChemistry: score,
    perceptualAbility: score,
    readingComprehension: score,
    quantitativeReasoning: score,
    academicAverage: score,
    totalScience: score,
  },
  { timestamps: true },
);
// Serves the attempts list: one student's scores, newest test first.
datScoreSchema.index({ userId: 1, testDate: -1 });

export type DatScoreDocument = InferSchemaType<typeof datScoreSchema> & { _id: mongoose.Types.ObjectId };

export function datScoreModel(connection: Connection) {
  return connection.model('DatScore', datScoreSchema);
}
export type DatScoreModel = ReturnType<typeof datScoreModel>;

export function toDatScore(doc: DatScoreDocument): DatScore {
  return {
    id: doc._id.toString(),
    userId: doc.userId.toString(),
    testDate: doc.testDate,
    biology: doc.biology,
    generalChemistry: doc.generalChemistry,
    organicChemistry: doc.organicChemistry,
    perceptualAbility: doc.perceptualAbility,
    readingComprehension: doc.readingComprehension,
    quantitativeReasoning: doc.quantitativeReasoning,
    academicAverage: doc.academicAverage,
    totalScience: doc.totalScience,
  };
}
