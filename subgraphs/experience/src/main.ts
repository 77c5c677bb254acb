import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { entryStore } from './entries/entries';
import { entryModel, SHADOWING, VOLUNTEER } from './entries/entry-model';
import { goalsModel, goalStore } from './goals/goals';
import { experienceResolvers } from './resolvers';

runSubgraph({
  name: 'experience',
  port: 4003,
  dir: __dirname,
  setup: async (connection) => {
    const shadowing = entryModel(connection, SHADOWING);
    const volunteer = entryModel(connection, VOLUNTEER);
    const goals = goalsModel(connection);
    await Promise.all([shadowing.init(), volunteer.init(), goals.init()]);
    return {
      resolvers: experienceResolvers({
        shadowing: entryStore(shadowing, SHADOWING),
        volunteer: entryStore(volunteer, VOLUNTEER),
        goals: goalStore(goals),
      }),
    };
  },
});
