import { courseInputSchema, courseUpdateSchema } from '@predental/contracts/course';
import { datScoreInputSchema, datScoreUpdateSchema } from '@predental/contracts/dat';
import { ownedMutations, ownUserId } from '@predental/service-kit/owned-resolvers';
import { requireAdmin, requireViewer, type Resolvers, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import type { CourseStore } from './courses/courses';
import type { DatScoreStore } from './dat/dat-scores';
import { gpaByTerm, gpaSummary } from './gpa/gpa';
import { myNumbers, studentNumbers, type SchoolAverages, type StudentNumbers } from './my-numbers/my-numbers';

type IdArgs = { id: string };

export function academicsResolvers(courses: CourseStore, datScores: DatScoreStore): Resolvers {
  const summary = async (userId: string) => {
    const list = await courses.list(userId);
    return { gpa: gpaSummary(list), terms: gpaByTerm(list) };
  };

  const numbersByRequest = new WeakMap<SubgraphContext, Promise<StudentNumbers>>();
  const ownNumbers = (context: SubgraphContext) => {
    let numbers = numbersByRequest.get(context);
    if (!numbers) {
      const userId = requireViewer(context).id;
      numbers = Promise.all([courses.list(userId), datScores.list(userId)]).then(([list, scores]) => studentNumbers(list, scores[0]));
      numbersByRequest.set(context, numbers);
    }
    return numbers;
  };

  return {
    DentalSchool: {
      // The gateway asks once per school in a list; the student's figures are read once per request.
      myNumbers: async (school: SchoolAverages, _: unknown, context: SubgraphContext) => myNumbers(await ownNumbers(context), school),
    },
    User: {
      courses: (user: { id: string }, _: unknown, context: SubgraphContext) => courses.list(ownUserId(user, context)),
      datScores: (user: { id: string }, _: unknown, context: SubgraphContext) => datScores.list(ownUserId(user, context)),
      academicSummary: (user: { id: string }, _: unknown, context: SubgraphContext) => summary(ownUserId(user, context)),
    },
    Query: {
      courses: (_: unknown, __: unknown, context: SubgraphContext) => courses.list(requireViewer(context).id),
      course: (_: unknown, args: IdArgs, context: SubgraphContext) => courses.get(requireViewer(context).id, args.id),
      datScores: (_: unknown, __: unknown, context: SubgraphContext) => datScores.list(requireViewer(context).id),
      datScore: (_: unknown, args: IdArgs, context: SubgraphContext) => datScores.get(requireViewer(context).id, args.id),
      academicSummary: (_: unknown, __: unknown, context: SubgraphContext) => summary(requireViewer(context).id),
      adminCourseCount: (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return courses.countAll();
      },
      adminDatScoreCount: (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return datScores.countAll();
      },
    },
    Mutation: {
      ...ownedMutations('Course', courses, courseInputSchema, courseUpdateSchema),
      ...ownedMutations('DatScore', datScores, datScoreInputSchema, datScoreUpdateSchema),
    },
  };
}
