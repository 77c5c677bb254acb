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
if (!('scrollIntoView' in Element.prototype)) Element.prototype.scrollIntoView = () => {};
