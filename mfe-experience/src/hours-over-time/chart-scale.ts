/**
 * The hours axis's ticks: whole hours from 0 to at least `max`, in four or five steps of 1, 2 or 5
 * times a power of ten (as a person would draw the axis).
 */
export function hourTicks(max: number): number[] {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((multiple) => multiple * power).find((candidate) => candidate >= rough)!,
  );
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** Every how many months a label is written so that labels `labelWidth` wide do not overlap. */
export const labelEvery = (band: number, labelWidth: number) => Math.max(1, Math.ceil(labelWidth / band));
