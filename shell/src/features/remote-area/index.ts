// The remotes' areas as the shell's screens use them. The declarations' checks (zod) stay out:
// use-remote-screens loads them in a chunk of their own, for what the entry did not check.
export { Contribution } from './Contribution';
export { SlotWidgetArea, useSlotWidgets } from './SlotWidgets';
export { useRemoteScreens } from './use-remote-screens';
export { slotContributions, type NavEntry, type SlotContribution } from './screen-table';
