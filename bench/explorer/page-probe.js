// Runs in the explorer page before its own scripts (Playwright's addInitScript), so the timing
// happens inside the page rather than across the DevTools connection. Plain JavaScript: tsx
// would add helpers that do not exist in the page to a TypeScript function sent there.
(() => {
  const COUNT_TEXT = /^Showing (\d+) of (\d+) schools$/;
  /** A keystroke that changes nothing in the list ends at the next frame; this long is waited for a change first. */
  const NO_CHANGE_WAIT_MS = 1000;
  const GIVE_UP_MS = 10_000;
  /** A list that has not changed for this long has settled. */
  const QUIET_MS = 300;

  /** performance.now() once the next frame is painted: its animation frame, then a task queued behind it. */
  const afterNextPaint = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });

  /** The "Showing X of Y schools" line: the list and its count render together, below the search card. */
  let countLine = null;
  const findCountLine = () => {
    if (countLine && countLine.isConnected) return countLine;
    countLine = null;
    const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.data.startsWith('Showing') && parent && COUNT_TEXT.test(parent.textContent.trim()))
        return (countLine = parent);
    }
    return null;
  };
  const shownCount = () => {
    const match = findCountLine()?.textContent.trim().match(COUNT_TEXT);
    return match ? { shown: Number(match[1]), total: Number(match[2]) } : null;
  };

  /** Navigation start (performance.now() is 0 there) to the first frame painted with school cards in it. */
  const firstCard = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!(shownCount()?.shown > 0)) return;
      observer.disconnect();
      afterNextPaint().then(resolve);
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });

  /** The count line and what follows it (the cards, or "No Schools Found"); the search box above is not the list. */
  const fromCountLineOn = (node) =>
    node === countLine ||
    countLine.contains(node) ||
    Boolean(countLine.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
  // Cards giving way to "No Schools Found" changes the children of the count line's parent.
  const inList = (record) =>
    record.target === countLine.parentElement
      ? Boolean(record.previousSibling && fromCountLineOn(record.previousSibling))
      : fromCountLineOn(record.target);

  const keystrokes = [];
  const slot = (index) => {
    while (keystrokes.length <= index) {
      const entry = {};
      entry.done = new Promise((resolve) => (entry.resolve = resolve));
      keystrokes.push(entry);
    }
    return keystrokes[index];
  };
  let pressed = 0;

  /** How many schools the next keystroke should leave listed (the bench works it out with the explorer's own filter). */
  let expectedShown = null;

  /**
   * From keydown: `ms` to the first frame painted after the list changed and shows the expected
   * count; `settledMs` to the frame after its last change (the explorer may render the cards in
   * stages). When the list does not change at all (same schools), both end at the next frame.
   */
  document.addEventListener(
    'keydown',
    (event) => {
      const entry = slot(pressed++);
      const startedAt = event.timeStamp;
      const expected = expectedShown;
      expectedShown = null;
      const line = findCountLine();
      if (!line) return entry.resolve({ key: event.key, error: 'no "Showing X of Y schools" line' });
      const reached = () => expected === null || shownCount()?.shown === expected;
      const report = (first, last, changed) =>
        Promise.all([first, last]).then(([firstAt, lastAt]) =>
          entry.resolve({
            key: event.key,
            ms: firstAt - startedAt,
            settledMs: lastAt - startedAt,
            changed,
            ...shownCount(),
          }),
        );
      const nextFrame = afterNextPaint();
      let firstChange = null;
      let lastChange = null;
      let quiet;
      const observer = new MutationObserver((records) => {
        if (!records.some(inList)) return;
        lastChange = afterNextPaint();
        if (!firstChange && reached()) firstChange = lastChange;
        if (!firstChange) return;
        clearTimeout(quiet);
        quiet = setTimeout(() => {
          observer.disconnect();
          report(firstChange, lastChange, true);
        }, QUIET_MS);
      });
      observer.observe(line.parentElement, { childList: true, subtree: true, characterData: true, attributes: true });
      setTimeout(
        () => {
          if (firstChange) return;
          observer.disconnect();
          if (!lastChange && reached()) report(nextFrame, nextFrame, false);
          else
            entry.resolve({
              key: event.key,
              error: `the list did not reach ${expected} schools within ${GIVE_UP_MS} ms`,
              ...shownCount(),
            });
        },
        reached() ? NO_CHANGE_WAIT_MS : GIVE_UP_MS,
      );
    },
    true,
  );

  window.explorerBench = {
    firstCard: () => firstCard,
    /** The measurement of the index-th keystroke since the page loaded, once complete. */
    keystroke: (index) => slot(index).done,
    expectShown: (count) => {
      expectedShown = count;
    },
    shownCount,
  };
})();
