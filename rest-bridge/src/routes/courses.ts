import { courseInputSchema, courseUpdateSchema, type Course } from '@predental/contracts/course';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

const COURSE_FIELDS = 'id courseName courseCode credits grade isScience semester year';

/** SPEC §7 course rows; the academics subgraph answers 404 for anyone else's course. */
export function courseRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/courses', async (req, res) => {
    const result = await callGateway<{ courses: Course[] }>(req, res, `{ courses { ${COURSE_FIELDS} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.courses);
  });

  router.get('/courses/:id', async (req, res) => {
    const result = await callGateway<{ course: Course }>(req, res, `query Course($id: ID!) { course(id: $id) { ${COURSE_FIELDS} } }`, { id: req.params.id });
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.course);
  });

  router.post('/courses', async (req, res) => {
    const body = parseBody(res, courseInputSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ addCourse: Course }>(
      req,
      res,
      `mutation AddCourse($input: CourseInput!) { addCourse(input: $input) { ${COURSE_FIELDS} } }`,
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data.addCourse);
  });

  router.patch('/courses/:id', async (req, res) => {
    const body = parseBody(res, courseUpdateSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ updateCourse: Course }>(
      req,
      res,
      `mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`,
      { id: req.params.id, input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.updateCourse);
  });

  router.delete('/courses/:id', async (req, res) => {
    const result = await callGateway<{ deleteCourse: string }>(req, res, 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) }', { id: req.params.id });
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  return router;
}
