import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable, gql } from '@apollo/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSharedQuery } from './shared-query';

const TOTALS = gql`
  query Totals {
    totals {
      hours
    }
  }
`;

/** A client whose server answers each request with the next of `answers` (an Error fails it). */
function clientAnswering(answers: Array<number | Error>) {
  let asked = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers[asked++];
        if (answer instanceof Error) observer.error(answer);
        else observer.next({ data: { totals: { __typename: 'Totals', hours: answer } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, requests: () => asked };
}

function Hours({ label }: { label: string }) {
  const { data, loading, error, refetch } = useSharedQuery<{ totals: { hours: number } }>(TOTALS);
  if (loading) return <p>{label} loading</p>;
  if (error) return <button onClick={() => void refetch()}>{label} failed: retry</button>;
  return <p>{`${label}: ${data?.totals.hours ?? 'none'}`}</p>;
}

const Both = () => (
  <>
    <Hours label="card" />
    <Hours label="table" />
  </>
);

describe('useSharedQuery', () => {
  it('gives the components showing a query one watch and one request', async () => {
    const { client, requests } = clientAnswering([12]);
    render(
      <ApolloProvider client={client}>
        <Both />
      </ApolloProvider>,
    );
    expect(screen.getByText('card loading')).toBeTruthy();
    expect(await screen.findByText('card: 12')).toBeTruthy();
    expect(screen.getByText('table: 12')).toBeTruthy();
    expect(requests()).toBe(1);
    expect(client.getObservableQueries('all').size).toBe(1);
  });

  it('shows a failure to each, and the answer a retry brings', async () => {
    const { client, requests } = clientAnswering([new Error('experience is down'), 7]);
    render(
      <ApolloProvider client={client}>
        <Both />
      </ApolloProvider>,
    );
    fireEvent.click(await screen.findByText('card failed: retry'));
    expect(await screen.findByText('table: 7')).toBeTruthy();
    expect(screen.getByText('card: 7')).toBeTruthy();
    expect(requests()).toBe(2);
  });

  it('stops watching once no component shows the query', async () => {
    const { client } = clientAnswering([3]);
    const { unmount } = render(
      <ApolloProvider client={client}>
        <Both />
      </ApolloProvider>,
    );
    await screen.findByText('card: 3');
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(client.getObservableQueries('active').size).toBe(0);
  });

  it('draws the first answer in a task after the one where Apollo wrote it', async () => {
    let answer: (hours: number) => void = () => undefined;
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          answer = (hours) => {
            observer.next({ data: { totals: { __typename: 'Totals', hours } } });
            observer.complete();
          };
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <Hours label="card" />
      </ApolloProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Outside act: act's async end may let a task run (it did in CI), which is what is tested here.
    // Only microtasks pass between the answer and the checks, so no task can.
    answer(5);
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(client.readQuery({ query: TOTALS })).toEqual({ totals: { __typename: 'Totals', hours: 5 } });
    expect(screen.getByText('card loading')).toBeTruthy();
    expect(await screen.findByText('card: 5')).toBeTruthy();
  });
});
