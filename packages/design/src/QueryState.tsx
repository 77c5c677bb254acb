import type { ReactNode } from 'react';
import { Button } from './Button';
import { Empty, EmptyState, EmptyTitle, Inline, Muted, type TitleLevel } from './Page';

/** A failed list query: says so and lets the student try again. */
export function LoadError({
  what,
  message,
  level = 3,
  onRetry,
}: {
  what: string;
  message: string;
  level?: TitleLevel;
  onRetry: () => void;
}) {
  return (
    <EmptyState role="alert">
      <EmptyTitle as={`h${level}`}>Failed to load {what}</EmptyTitle>
      <Muted>{message}</Muted>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </EmptyState>
  );
}

/** A failed query behind figures a card shows as 'N/A': one line under them, and Try Again. */
export function RetryLine({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Inline role="alert">
      <Muted>Failed to load {what}</Muted>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </Inline>
  );
}

/** What QueryState reads of a query (Apollo's useQuery result has it). */
interface QueryStatus {
  data?: unknown;
  loading: boolean;
  error?: { message: string };
  refetch: () => unknown;
}

interface QueryStateProps {
  /** 'courses': 'Loading courses...', 'Failed to load courses'. */
  what: string;
  query: QueryStatus;
  /** Replaces 'Loading …...' while nothing has arrived yet. */
  loading?: ReactNode;
  /** Shown instead of the content when there is nothing to show (pass it only then). */
  empty?: ReactNode;
  /** Shows `empty` as the list's Empty block under this title, so each list says 'nothing yet' alike. */
  emptyTitle?: string;
  /** The level of the empty or failed block's title: 2 where the list has no card title above it. */
  level?: TitleLevel;
  children?: ReactNode;
}

/** A query's content; before it has any, its loading line; when it failed, the failure with Try Again. */
export function QueryState({ what, query, loading, empty, emptyTitle, level, children }: QueryStateProps) {
  if (query.loading && !query.data) return loading ?? <Muted role="status">{`Loading ${what}...`}</Muted>;
  if (query.error)
    return <LoadError what={what} message={query.error.message} level={level} onRetry={() => void query.refetch()} />;
  if (!empty) return children;
  return emptyTitle === undefined ? (
    empty
  ) : (
    <Empty title={emptyTitle} level={level}>
      {empty}
    </Empty>
  );
}
