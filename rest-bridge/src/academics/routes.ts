import { courseInputSchema, courseUpdateSchema } from '@predental/contracts/course';
import { datScoreInputSchema, datScoreUpdateSchema } from '@predental/contracts/dat';
import * as op from '../gql/graphql';
import { bodyAsInput, byId, byIdWithInput, route, success } from '../route-table';

/**
 * SPEC §7 course and DAT rows; the academics subgraph answers 404 for anyone else's record.
 * A client's userId and totalScience are dropped by the contract: the server decides both.
 */
export const academicsRoutes = [
  route({ method: 'get', path: '/courses', operation: op.ListCoursesDocument, result: (data) => data.courses }),
  route({ method: 'get', path: '/courses/:id', operation: op.GetCourseDocument, variables: byId, result: (data) => data.course }),
  route({ method: 'post', path: '/courses', operation: op.AddCourseDocument, input: courseInputSchema, variables: bodyAsInput, result: (data) => data.addCourse, status: 201 }),
  route({ method: 'patch', path: '/courses/:id', operation: op.UpdateCourseDocument, input: courseUpdateSchema, variables: byIdWithInput, result: (data) => data.updateCourse }),
  route({ method: 'delete', path: '/courses/:id', operation: op.DeleteCourseDocument, variables: byId, result: success }),

  route({ method: 'get', path: '/dat', operation: op.ListDatScoresDocument, result: (data) => data.datScores }),
  route({ method: 'get', path: '/dat/:id', operation: op.GetDatScoreDocument, variables: byId, result: (data) => data.datScore }),
  route({ method: 'post', path: '/dat', operation: op.AddDatScoreDocument, input: datScoreInputSchema, variables: bodyAsInput, result: (data) => data.addDatScore, status: 201 }),
  route({ method: 'patch', path: '/dat/:id', operation: op.UpdateDatScoreDocument, input: datScoreUpdateSchema, variables: byIdWithInput, result: (data) => data.updateDatScore }),
  route({ method: 'delete', path: '/dat/:id', operation: op.DeleteDatScoreDocument, variables: byId, result: success }),
];
