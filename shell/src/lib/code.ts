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

/** Apollo's provider, which a remote's screen and the dashboard's widgets read through. */
export const apolloArea = code(() => import(/* webpackChunkName: "apollo-area" */ './apollo-provider'));
