import { afterPaint } from '@predental/area-runtime/after-paint';

/**
 * fetch, once the frame being drawn has painted: the shell's Apollo client sends its requests so.
 * A screen asks for its data in the render that draws its header: sent at once, the answer could
 * land before that paint, and Lighthouse then counts the header as waiting a round trip for data
 * it does not show (issue 41: /coursework's and /dental-schools' LCP). A request gives up two
 * frames (about 33 ms).
 */
export const fetchAfterPaint: typeof fetch = (input, init) => afterPaint().then(() => fetch(input, init));
