import { courseInputSchema, courseUpdateSchema } from '@predental/academics-contract/course';
import { nestedTable } from '@predental/academics-contract/aadsas';
import { courseImportSchema } from '@predental/academics-contract/course-csv';
import { datScoreInputSchema, datScoreUpdateSchema } from '@predental/academics-contract/dat';
import * as op from '../gql/graphql';
import { bodyAsInput, byId, byIdWithInput, read, route, success } from '../route-table';

/** A course without AADSAS details is SPEC's course: its empty details are left out of the body. */
const courseBody = <C extends object>(course: C) =>
  Object.fromEntries(Object.entries(course).filter(([, value]) => value !== null)) as C;

/**
 * SPEC §7 course and DAT rows; the academics subgraph answers 404 for anyone else's record.
 * A client's userId and totalScience are dropped by the contract: the server decides both.
 */
export const academicsRoutes = [
  read('/courses', op.ListCoursesDocument, (data) => data.courses.map(courseBody)),
  route({
    method: 'post',
    path: '/courses/import',
    operation: op.ImportCoursesDocument,
    input: courseImportSchema,
    variables: ({ body }) => ({ inputs: body.courses }),
    result: (data) => data.importCourses.map(courseBody),
    status: 201,
  }),
  route({
    method: 'get',
    path: '/gpa/aadsas',
    operation: op.GetAadsasGpaDocument,
    result: ({ aadsasGpa: { table, projectedTable, adjustments } }) => ({
      ...nestedTable(table),
      projected: nestedTable(projectedTable),
      adjustments,
    }),
  }),
  route({
    method: 'get',
    path: '/courses/:id',
    operation: op.GetCourseDocument,
    variables: byId,
    result: (data) => courseBody(data.course),
  }),
  route({
    method: 'post',
    path: '/courses',
    operation: op.AddCourseDocument,
    input: courseInputSchema,
    variables: bodyAsInput,
    result: (data) => courseBody(data.addCourse),
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/courses/:id',
    operation: op.UpdateCourseDocument,
    input: courseUpdateSchema,
    variables: byIdWithInput,
    result: (data) => courseBody(data.updateCourse),
  }),
  route({
    method: 'delete',
    path: '/courses/:id',
    operation: op.DeleteCourseDocument,
    variables: byId,
    result: success,
  }),

  read('/dat', op.ListDatScoresDocument, (data) => data.datScores),
  route({
    method: 'get',
    path: '/dat/:id',
    operation: op.GetDatScoreDocument,
    variables: byId,
    result: (data) => data.datScore,
  }),
  route({
    method: 'post',
    path: '/dat',
    operation: op.AddDatScoreDocument,
    input: datScoreInputSchema,
    variables: bodyAsInput,
    result: (data) => data.addDatScore,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/dat/:id',
    operation: op.UpdateDatScoreDocument,
    input: datScoreUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateDatScore,
  }),
  route({ method: 'delete', path: '/dat/:id', operation: op.DeleteDatScoreDocument, variables: byId, result: success }),
];
