import { Component, startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AreaProps } from '@predental/area-runtime/area';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { Spinner } from '@predental/design/Spinner';
import { toast } from '../../lib/toast';
import { afterPaint } from '@predental/area-runtime/after-paint';
import { apolloArea } from '../../lib/code';
import { WithApollo } from '../../lib/data-client';
import { useCurrentUser } from '../session';
import { loadAreaComponent } from './remotes';
import { readRemoteScreens, useAreaName } from './use-remote-screens';

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 140px;
  color: ${({ theme }) => theme.colors.primary};
`;

const ErrorCard = styled(Card)`
  border-color: #fecaca;
  background: ${({ theme }) => theme.colors.destructiveSoft};
`;

function AreaLoading({ area }: { area: string }) {
  return (
    <Loading aria-busy="true">
      <Spinner size={28} label={`Loading ${area}`} />
    </Loading>
  );
}

function RemoteErrorCard({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <ErrorCard role="alert">
      <CardHeader>
        <CardTitle>{area} is unavailable</CardTitle>
        <CardDescription>
          This part of the app could not be loaded. Check your connection and try again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </CardContent>
    </ErrorCard>
  );
}

const UnavailableList = styled.div`
  display: grid;
  gap: 16px;
`;

/** Catches a remote that loads but throws while rendering, so only its area breaks. */
export class RemoteBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; onError?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote area crashed while rendering', error);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type LoadState<Props> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; Area: ComponentType<Props> };

/**
 * One module a remote exposes, loaded again whenever `attempt` grows (Retry). `withoutApollo`: a
 * screen that draws its heading before Apollo (headingFirst), whose paint Apollo must not precede.
 */
export function useAreaComponent<Props extends AreaProps = AreaProps>(
  remote: string,
  module: string,
  attempt = 0,
  withoutApollo = false,
): LoadState<Props> {
  const [state, setState] = useState<LoadState<Props>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // Every area renders inside WithApollo: its code comes beside the area's, not after it, once
    // the page around has painted (asked for in its commit, it joined the dashboard heading's LCP).
    // A failure here is WithApollo's to meet, which fetches it again.
    if (!withoutApollo)
      afterPaint()
        .then(apolloArea)
        .catch(() => undefined);
    loadAreaComponent<Props>(remote, module, attempt > 0).then(
      // A transition: the area's first render comes in slices, and areas that arrive together render together.
      (Area) => active && startTransition(() => setState({ status: 'ready', Area })),
      (error: unknown) => {
        console.error(`Could not load ${remote}/${module}`, error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, module, attempt, withoutApollo]);
  return state;
}

export interface RemoteAreaProps {
  remote: string;
  module: string;
  /** Declared by the screen (screens.json): it is given WithApollo to wrap its data parts in, not wrapped. */
  headingFirst?: boolean;
}

/** Renders one module a remote exposes, with a spinner while loading and a retryable error card. */
export function RemoteArea({ remote, module, headingFirst = false }: RemoteAreaProps) {
  const user = useCurrentUser();
  const area = useAreaName(remote);
  const [attempt, setAttempt] = useState(0);
  const state = useAreaComponent(remote, module, attempt, headingFirst);

  const retry = () => setAttempt((n) => n + 1);
  const Area = state.status === 'ready' ? state.Area : undefined;
  // The same element while the area's own inputs stay: the area does not render again when its name or the page around it does.
  const content = useMemo(
    () => Area && <Area user={user} notify={toast} withData={headingFirst ? WithApollo : undefined} />,
    [Area, user, headingFirst],
  );

  if (state.status === 'loading') return <AreaLoading area={area} />;
  if (state.status === 'error') return <RemoteErrorCard area={area} onRetry={retry} />;
  return (
    <RemoteBoundary key={attempt} fallback={<RemoteErrorCard area={area} onRetry={retry} />}>
      {headingFirst ? content : <WithApollo fallback={<AreaLoading area={area} />}>{content}</WithApollo>}
    </RemoteBoundary>
  );
}

/** A path no remote claims while some areas' screens could not be read: it may be one of theirs. */
export function UnavailableAreas({ areas }: { areas: string[] }) {
  // Retry reads the declarations again; once read, the path shows its screen or the 404.
  const retry = () => void readRemoteScreens(true);
  return (
    <UnavailableList>
      {areas.map((area) => (
        <RemoteErrorCard key={area} area={area} onRetry={retry} />
      ))}
    </UnavailableList>
  );
}
