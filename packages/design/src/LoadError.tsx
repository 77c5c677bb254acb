import { Button } from './Button';
import { EmptyState, EmptyTitle, Muted } from './Page';

/** A failed list query: says so and lets the student try again. */
export function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <EmptyState role="alert">
      <EmptyTitle>Failed to load {what}</EmptyTitle>
      <Muted>{message}</Muted>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </EmptyState>
  );
}
