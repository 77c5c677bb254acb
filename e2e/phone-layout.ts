import { expect, type Page } from '@playwright/test';

/** What the page does wrong on a narrow screen: one line per offending element, with its text and selector. */
interface LayoutProblems {
  pageWidth: { scrollWidth: number; viewport: number } | null;
  overflowing: string[];
  perCharacter: string[];
}

/**
 * Runs in the page. An element may reach past the viewport's right edge only inside a scroll
 * container that says it scrolls: keyboard-focusable, named, and showing a visible "scroll" hint
 * beside it. A word of 4+ characters that the layout breaks into lines of about 2 characters or
 * fewer ("P u bl ic") is unreadable, whatever the reason. With a dialog open, only the dialog is read.
 */
function findLayoutProblems(): LayoutProblems {
  const viewport = document.documentElement.clientWidth;
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && parts.length < 5;
      node = node.parentElement
    ) {
      const role = node.getAttribute('role');
      const label = node.getAttribute('aria-label');
      let part = node.tagName.toLowerCase();
      if (node.id) part += `#${node.id}`;
      if (role) part += `[role=${role}]`;
      if (label) part += `[aria-label="${label}"]`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const visible = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getBoundingClientRect().width > 1 &&
    element.getBoundingClientRect().height > 1;

  const scrollsSideways = (element: Element) => {
    const { overflowX } = getComputedStyle(element);
    return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
  };
  const markedScrollable = (element: HTMLElement) => {
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    const frame = element.parentElement ?? element;
    const hint = [...frame.querySelectorAll('*')].some(
      (node) => !element.contains(node) && /scroll/i.test(node.textContent ?? '') && visible(node),
    );
    return element.tabIndex >= 0 && named && hint;
  };

  // With a dialog open, the page behind it is inert: the dialog is what is read.
  const root = document.querySelector('[role=dialog], [role=alertdialog]') ?? document.body;
  const overflowing: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (!visible(element)) continue;
    let right = element.getBoundingClientRect().right;
    let scroller: Element | undefined;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (scrollsSideways(parent)) {
        scroller = parent;
        break;
      }
      // What a parent clips away is not shown past the viewport.
      if (getComputedStyle(parent).overflowX !== 'visible')
        right = Math.min(right, parent.getBoundingClientRect().right);
    }
    // Content that scrolls sideways is fine once its container says so; reported once, as the container.
    if (scroller) {
      if (!(scroller instanceof HTMLElement && markedScrollable(scroller))) {
        overflowing.push(`a scroll container without a visible hint: ${selectorOf(scroller)} ("${textOf(scroller)}")`);
      }
    } else if (right > viewport + 0.5) {
      overflowing.push(`${selectorOf(element)} ends at ${Math.round(right)} px > ${viewport} ("${textOf(element)}")`);
    }
  }

  const perCharacter: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || text.trim().length < 4 || !visible(parent)) continue;
    // Words as a line may break them: at spaces, and after a hyphen or a slash ("1-30" on two lines reads).
    for (const word of text.matchAll(/[^\s/-]{4,}/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size >= 2 && word[0].length / lines.size <= 2.5) {
        perCharacter.push(`"${word[0]}" on ${lines.size} lines in ${selectorOf(parent)} ("${textOf(parent)}")`);
      }
    }
  }

  const scrollWidth = document.documentElement.scrollWidth;
  return {
    pageWidth: scrollWidth > viewport ? { scrollWidth, viewport } : null,
    overflowing: [...new Set(overflowing)],
    perCharacter,
  };
}

/** One line per offending element in what the page shows now. */
async function layoutLines(page: Page): Promise<string[]> {
  const problems = await page.evaluate(findLayoutProblems);
  return [
    ...(problems.pageWidth
      ? [`the page is ${problems.pageWidth.scrollWidth} px wide on a ${problems.pageWidth.viewport} px screen`]
      : []),
    ...problems.overflowing.map((line) => `overflows: ${line}`),
    ...problems.perCharacter.map((line) => `wraps per character: ${line}`),
  ];
}

/**
 * Fails, naming each offending element, when the page on its (phone-sized) viewport does not read
 * once settled: a table learns that it scrolls from a ResizeObserver after it is laid out, and
 * only then shows its hint, so what is read is polled for a few seconds rather than taken once.
 */
export async function expectReadsOnPhone(page: Page, view: string) {
  // Soft: one walk reports every view, not only the first that fails.
  await expect
    .configure({ soft: true })
    .poll(() => layoutLines(page), { message: `${view} does not read on a phone`, timeout: 3_000 })
    .toEqual([]);
}
