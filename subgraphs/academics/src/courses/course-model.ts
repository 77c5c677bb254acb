import type { Course } from '@predental/contracts/course';
import { GRADES, SEMESTERS } from '@predental/contracts/course';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';

const courseSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    courseName: { type: String, required: true },
    courseCode: { type: String, required: true },
    credits: { type: Number, required: true },
    grade: { type: String, required: true, enum: GRADES },
    isScience: { type: Boolean, default: false },
    semester: { type: String, required: true, enum: SEMESTERS },
    year: { type: Number, required: true },
  },
  { timestamps: true },
);
// Serves the course list: one student's courses, newest year first.
courseSchema.index({ userId: 1, year: -1 });

export type CourseDocument = InferSchemaType<typeof courseSchema> & { _id: mongoose.Types.ObjectId };

export function courseModel(connection: Connection) {
  return connection.model('Course', courseSchema);
}
export type CourseModel = ReturnType<typeof courseModel>;

export function toCourse(doc: CourseDocument): Course {
  return {
    id: doc._id.toString(),
    courseName: doc.courseName,
    courseCode: doc.courseCode,
    credits: doc.credits,
    grade: doc.grade,
    isScience: doc.isScience,
    semester: doc.semester,
    year: doc.year,
  };
}
