import { memo, useMemo } from 'react';
import { RemoteArea, UnavailableAreas } from './RemoteArea';
import { slotWidgets, type SlotWidget } from './screen-table';
import { useRemoteScreens } from './use-remote-screens';

/** The widgets the remotes declare for a slot of a shell screen, as the declarations stand. */
export function useSlotWidgets(slot: string, { showUnknownAreas = false } = {}): SlotWidget[] {
  const declarations = useRemoteScreens({ read: false });
  return useMemo(() => slotWidgets(declarations, slot, { showUnknownAreas }), [declarations, slot, showUnknownAreas]);
}

/**
 * One widget: its remote's module, or the error card of an area that could not be read (Retry reads
 * it again). Memoised: the page around it renders again as other areas settle, this one need not.
 */
export const SlotWidgetArea = memo(
  function SlotWidgetArea({ widget }: { widget: SlotWidget }) {
    return 'unavailableArea' in widget ? (
      <UnavailableAreas areas={[widget.unavailableArea]} />
    ) : (
      <RemoteArea remote={widget.remote} module={widget.module} />
    );
  },
  // The key names the widget whole (its remote and module, or the area): new declarations make new objects, not new widgets.
  (before, after) => before.widget.key === after.widget.key,
);
