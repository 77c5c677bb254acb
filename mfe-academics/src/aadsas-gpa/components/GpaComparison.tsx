import { Muted } from '@predental/design/Page';

interface Props {
  /** The simple overall GPA (SPEC's); absent while it loads. */
  simpleGpa?: number;
  /** AADSAS's overall GPA; null without graded hours, absent while it loads. */
  aadsasGpa?: number | null;
  /** Which answer could not be read: its figure is 'N/A' rather than one the student did not earn. */
  failed?: { simple: boolean; aadsas: boolean };
}

/**
 * The two overall GPAs side by side, drawn with the heading before any answer ('…' until both
 * came), so the sentence neither moves what is under it nor paints later as the largest text.
 */
export function GpaComparison({ simpleGpa, aadsasGpa, failed }: Props) {
  const show = (value: number | null | undefined, failedToLoad = false) =>
    value === null ? 'not computed yet' : value !== undefined ? value.toFixed(2) : failedToLoad ? 'N/A' : '…';
  // One text node: the figures' arrival redraws it in place rather than move the words after them.
  const sentence = `Your simple overall GPA is ${show(simpleGpa, failed?.simple)}; AADSAS's overall GPA is ${show(aadsasGpa, failed?.aadsas)}.`;
  return <Muted>{sentence}</Muted>;
}
