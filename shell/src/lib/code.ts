import { nextTask } from './next-task';

/** A chunk of code fetched once; `loaded` holds its module as soon as it has arrived. */
export interface Code<Module> {
  (): Promise<Module>;
  loaded?: Module;
}

/** Wraps an import(): every call shares one fetch (a failed one is fetched again next time). No React here: the entry chunk uses it. */
export function code<Module>(load: () => Promise<Module>): Code<Module> {
  let fetching: Promise<Module> | undefined;
  const get: Code<Module> = () =>
    (fetching ??= load().then(
      (module) => (get.loaded = module),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));
  return get;
}

/**
 * Apollo's provider, which a remote's screen and the dashboard's widgets read through. Apollo's
 * code is evaluated in the task where it landed, the client is made in the next, its watch code
 * compiled in a third: each was 10-15 ms at 4x CPU in one of the first tasks (issue 41). Its
 * cache-writing code is compiled in a fourth, after the module is handed out: the screens'
 * requests go out meanwhile, and their answers come a round trip later.
 */
export const apolloArea = code(() =>
  import(/* webpackChunkName: "apollo-area" */ './apollo-provider').then(async (module) => {
    await nextTask();
    module.apolloClient();
    await nextTask();
    module.compileApollo();
    void nextTask().then(module.compileAnswers);
    return module;
  }),
);
