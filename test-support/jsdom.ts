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
