import { ApolloLink, Observable, gql } from '@apollo/client';
import { CACHE_TIME_MS, compileWatchPath, createApolloClient, entitiesChanged } from '../src/apollo-client';

const COURSES = gql`
  query Courses {
    courses {
      id
      courseName
    }
  }
`;

/** A server that counts what it is asked, answering or failing as told. */
function countingLink(fail = false) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName);
        if (fail) observer.error(new Error('network down'));
        else {
          observer.next({ data: { courses: [{ __typename: 'Course', id: 'c1', courseName: 'Biology I' }] } });
          observer.complete();
        }
      }),
  );
  return { link, asked };
}

const minutes = (n: number) => jest.advanceTimersByTimeAsync(n * 60_000);

describe('the browser GraphQL client (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a result while a screen shows it: no polling, however long', async () => {
    const { link, asked } = countingLink();
    const client = createApolloClient(link);
    const watched = client.watchQuery({ query: COURSES }).subscribe(() => undefined);
    await minutes(12);
    expect(asked).toEqual(['Courses']);
    watched.unsubscribe();
  });

  it('serves a revisit within 5 minutes from the cache, and fetches again once unwatched for 5 minutes', async () => {
    const { link, asked } = countingLink();
    const client = createApolloClient(link);
    const visit = async () => {
      const shown = client.watchQuery({ query: COURSES }).subscribe(() => undefined);
      await jest.advanceTimersByTimeAsync(1_000);
      shown.unsubscribe();
    };
    await visit();
    await minutes(4);
    await visit();
    expect(asked).toEqual(['Courses']);
    await minutes(CACHE_TIME_MS / 60_000 + 0.5);
    await visit();
    expect(asked).toEqual(['Courses', 'Courses']);
  });

  it('compiles its watch code without a request, a watch left or a result cached', async () => {
    const { link, asked } = countingLink();
    const client = createApolloClient(link);
    compileWatchPath(client);
    await minutes(1);
    expect(asked).toEqual([]);
    expect(client.getObservableQueries('all').size).toBe(0);
    expect(client.cache.extract()).toEqual({});
  });

  it('does not retry a failed request', async () => {
    const { link, asked } = countingLink(true);
    const client = createApolloClient(link);
    await expect(client.query({ query: COURSES })).rejects.toThrow('network down');
    await minutes(1);
    expect(asked).toEqual(['Courses']);
  });
});

describe('entities changed in another area', () => {
  // The client's sweep is a timer: fake ones end with the test instead of keeping jest running.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const SCHOOLS = gql`
    query Schools {
      dentalSchools {
        id
        name
      }
      favoriteSchools {
        id
        name
      }
      courses {
        id
        courseName
      }
    }
  `;
  const school = (id: string) => ({ __typename: 'DentalSchool', id, name: `School ${id}` });

  function filledClient() {
    const client = createApolloClient(ApolloLink.empty());
    client.writeQuery({
      query: SCHOOLS,
      data: {
        dentalSchools: [school('s1'), school('s2')],
        favoriteSchools: [school('s2')],
        courses: [{ __typename: 'Course', id: 'c1', courseName: 'Biology I' }],
      },
    });
    return client;
  }
  const cachedRootFields = (client: ReturnType<typeof filledClient>) =>
    Object.keys(client.cache.extract().ROOT_QUERY ?? {}).filter((field) => field !== '__typename');

  it('drops every cached result holding that type, and only those', () => {
    const client = filledClient();
    entitiesChanged(client.cache, 'DentalSchool');
    expect(cachedRootFields(client)).toEqual(['courses']);
  });

  it('drops a removed entity itself', () => {
    const client = filledClient();
    entitiesChanged(client.cache, 'DentalSchool', 's2');
    expect(client.cache.extract()['DentalSchool:s2']).toBeUndefined();
    expect(client.cache.extract()['Course:c1']).toBeDefined();
  });
});
