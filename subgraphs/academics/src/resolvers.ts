import { courseInputSchema, courseUpdateSchema } from '@predental/contracts/course';
import { datScoreInputSchema, datScoreUpdateSchema } from '@predental/contracts/dat';
import { notFound } from '@predental/service-kit/errors';
import { requireAdmin, requireViewer, type Resolvers, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { CourseStore } from './courses/courses';
import type { DatScoreStore } from './dat/dat-scores';
import { gpaByTerm, gpaSummary } from './gpa/gpa';
import { myNumbers, studentNumbers, type SchoolAverages, type StudentNumbers } from './my-numbers/my-numbers';

type IdArgs = { id: string };
type InputArgs = { input: unknown };

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

  /** A student's academics are theirs alone, also when reached through another subgraph's User. */
  const ownUserId = (user: { id: string }, context: SubgraphContext) => {
    if (requireViewer(context).id !== user.id) notFound('User');
    return user.id;
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
      addCourse: (_: unknown, args: InputArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        return courses.add(viewer.id, parseInput(courseInputSchema, args.input));
      },
      updateCourse: (_: unknown, args: IdArgs & InputArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        return courses.update(viewer.id, args.id, parseInput(courseUpdateSchema, args.input));
      },
      deleteCourse: (_: unknown, args: IdArgs, context: SubgraphContext) => courses.remove(requireViewer(context).id, args.id),
      addDatScore: (_: unknown, args: InputArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        return datScores.add(viewer.id, parseInput(datScoreInputSchema, args.input));
      },
      updateDatScore: (_: unknown, args: IdArgs & InputArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        return datScores.update(viewer.id, args.id, parseInput(datScoreUpdateSchema, args.input));
      },
      deleteDatScore: (_: unknown, args: IdArgs, context: SubgraphContext) => datScores.remove(requireViewer(context).id, args.id),
    },
  };
}
