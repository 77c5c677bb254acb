import { courseInputSchema, courseUpdateSchema } from '@predental/academics-contract/course';
import { courseImportSchema } from '@predental/academics-contract/course-csv';
import { datScoreInputSchema, datScoreUpdateSchema, scaleOf } from '@predental/academics-contract/dat';
import { myNumbers } from '@predental/academics-contract/my-numbers';
import type { SchoolAverages } from '@predental/academics-contract/school-dat';
import { adminCounts, oncePerRequest } from '@predental/service-kit/once-per-request';
import { ownedMutations, ownUserId } from '@predental/service-kit/owned-resolvers';
import { parseInput } from '@predental/service-kit/validate';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import type { AcademicRecords } from './academic-record';
import type { CourseStore } from './courses/courses';
import type { DatScoreStore } from './dat/dat-scores';
import { aadsasForGraphql } from './gpa/aadsas';
import { gpaByTerm, gpaSummary } from './gpa/gpa';
import { studentNumbers } from './my-numbers/my-numbers';
import { myPrerequisites } from './my-prerequisites/my-prerequisites';
import type { RequiredSchool } from './required-school';
import { schoolFit } from './school-fit/school-fit';
import type { Resolvers } from './gql/resolvers';

export function academicsResolvers(
  records: AcademicRecords,
  courses: CourseStore,
  datScores: DatScoreStore,
): Resolvers {
  const summary = async (userId: string) => {
    const list = await courses.list(userId);
    return { gpa: gpaSummary(list), terms: gpaByTerm(list) };
  };

  // The student's record, read once per request for every school of a list.
  const ownRecord = oncePerRequest(async (context) => {
    const userId = requireViewer(context).id;
    return { userId, record: await records.read(userId) };
  });
  // The latest attempt on its own scale: each school's average is read on that scale only.
  const ownNumbers = oncePerRequest(async (context) => {
    const { userId, record } = await ownRecord(context);
    const latest = datScores.listIn(record, userId)[0];
    return studentNumbers(
      courses.listIn(record, userId),
      latest && { academicAverage: latest.academicAverage, scale: scaleOf(latest) },
    );
  });
  const ownCourses = oncePerRequest(async (context) => {
    const { userId, record } = await ownRecord(context);
    return courses.listIn(record, userId);
  });
  const count = adminCounts(records);
  const courseWrites = ownedMutations(courses, courseInputSchema, courseUpdateSchema);
  const datScoreWrites = ownedMutations(datScores, datScoreInputSchema, datScoreUpdateSchema);

  return {
    DentalSchool: {
      // The gateway asks once per school in a list; the student's figures are read once per request.
      myNumbers: async (school: SchoolAverages, _: unknown, context: SubgraphContext) =>
        myNumbers(await ownNumbers(context), school),
      myPrerequisites: async (school: RequiredSchool, _: unknown, context: SubgraphContext) =>
        myPrerequisites(school.prerequisites ?? [], await ownCourses(context)),
      myFit: async (school: SchoolAverages, _: unknown, context: SubgraphContext) =>
        schoolFit(await ownNumbers(context), school),
    },
    User: {
      courses: (user: { id: string }, _: unknown, context: SubgraphContext) => courses.list(ownUserId(user, context)),
      datScores: (user: { id: string }, _: unknown, context: SubgraphContext) =>
        datScores.list(ownUserId(user, context)),
      academicSummary: (user: { id: string }, _: unknown, context: SubgraphContext) =>
        summary(ownUserId(user, context)),
    },
    Query: {
      courses: (_: unknown, __: unknown, context: SubgraphContext) => courses.list(requireViewer(context).id),
      course: (_, args, context) => courses.get(requireViewer(context).id, args.id),
      datScores: (_: unknown, __: unknown, context: SubgraphContext) => datScores.list(requireViewer(context).id),
      datScore: (_, args, context) => datScores.get(requireViewer(context).id, args.id),
      academicSummary: (_: unknown, __: unknown, context: SubgraphContext) => summary(requireViewer(context).id),
      aadsasGpa: async (_: unknown, __: unknown, context: SubgraphContext) =>
        aadsasForGraphql(await courses.list(requireViewer(context).id)),
      myFigures: (_: unknown, __: unknown, context: SubgraphContext) => ownNumbers(context),
      adminCourseCount: count('courses'),
      adminDatScoreCount: count('datScores'),
    },
    Mutation: {
      addCourse: courseWrites.add,
      updateCourse: courseWrites.update,
      deleteCourse: courseWrites.remove,
      importCourses: (_: unknown, args: { inputs: unknown }, context: SubgraphContext) => {
        const userId = requireViewer(context).id;
        return courses.addMany(userId, parseInput(courseImportSchema, { courses: args.inputs }).courses);
      },
      addDatScore: datScoreWrites.add,
      updateDatScore: datScoreWrites.update,
      deleteDatScore: datScoreWrites.remove,
    },
  };
}
