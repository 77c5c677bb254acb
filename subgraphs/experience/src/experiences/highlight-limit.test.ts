import { checkHighlightLimit } from './highlight-limit';

const entries = (highlighted: number, plain = 1) => [
  ...Array.from({ length: highlighted }, (_, i) => ({ id: `h${i}`, highlighted: true })),
  ...Array.from({ length: plain }, (_, i) => ({ id: `p${i}`, highlighted: false })),
];

describe('the highlight limit', () => {
  it('lets a student highlight a sixth entry', () => {
    expect(() => checkHighlightLimit(entries(5), 'p0')).not.toThrow();
  });

  it('refuses a seventh with a message naming the limit', () => {
    expect(() => checkHighlightLimit(entries(6), 'p0')).toThrow(
      'You can highlight at most 6 experiences: AADSAS lets you mark 6',
    );
  });

  it('lets one of the six highlighted entries be changed again', () => {
    expect(() => checkHighlightLimit(entries(6), 'h3')).not.toThrow();
  });
});
