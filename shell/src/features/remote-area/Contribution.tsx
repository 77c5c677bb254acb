import { useEffect } from 'react';
import type { AreaProps } from '@predental/area-runtime/area';
import { WithApollo } from '../../lib/data-client';
import { RemoteBoundary, useAreaComponent } from './RemoteArea';

export interface ContributionProps<Props extends AreaProps> {
  remote: string;
  module: string;
  /** The slot's props. */
  props: Props;
  /** Its remote is down, or it crashed: the host carries on without it. */
  onUnavailable: () => void;
}

/** One remote's part of a slot in a shell screen: nothing while it loads, and nothing (never an error card) when it fails. */
export function Contribution<Props extends AreaProps>({
  remote,
  module,
  props,
  onUnavailable,
}: ContributionProps<Props>) {
  const state = useAreaComponent<Props>(remote, module);
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) onUnavailable();
  }, [failed, onUnavailable]);
  if (state.status !== 'ready') return null;
  const { Area } = state;
  return (
    <RemoteBoundary fallback={null} onError={onUnavailable}>
      <WithApollo fallback={null}>
        <Area {...props} />
      </WithApollo>
    </RemoteBoundary>
  );
}
