import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { courseModel } from './courses/course-model';
import { courseStore } from './courses/courses';
import { datScoreModel } from './dat/dat-score-model';
import { datScoreStore } from './dat/dat-scores';
import { academicsResolvers } from './resolvers';

runSubgraph({
  name: 'academics',
  port: 4002,
  dir: __dirname,
  setup: async (connection) => {
    const courses = courseModel(connection);
    const scores = datScoreModel(connection);
    await Promise.all([courses.init(), scores.init()]);
    return { resolvers: academicsResolvers(courseStore(courses), datScoreStore(scores)) };
  },
});
