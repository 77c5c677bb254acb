import { configure } from '@testing-library/dom';

/**
 * What jsdom lacks and the components' libraries call (Radix measures its popups and checkboxes):
 * jsdom lays nothing out, so a size never changes and an observer has nothing to report.
 */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver;

// Nothing scrolls in jsdom: a component that brings itself into view (the school comparison) does nothing.
const elements: { scrollIntoView?: () => void } = Element.prototype;
elements.scrollIntoView ??= () => {};

// A message that follows a submit waits for the form's validation; on a loaded machine that may
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });
