import { isReservedUsername, usernameSkeleton } from './reserved-usernames';

// Written with escapes so every lookalike is visible in review.
const reserved: Array<[label: string, name: string]> = [
  ['admin', 'admin'],
  ['Admin', 'Admin'],
  ['ADMIN', 'ADMIN'],
  ['surrounding spaces', ' admin '],
  ['tab and no-break space', '\tadmin\u00a0'],
  ['space inside', 'ad min'],
  ['zero-width space', 'admin\u200b'],
  ['zero-width joiner', 'admin\u200d'],
  ['zero-width non-joiner inside', 'ad\u200cmin'],
  ['BOM', 'admin\ufeff'],
  ['word joiner', 'admin\u2060'],
  ['soft hyphen', 'ad\u00admin'],
  ['combining grapheme joiner', 'adm\u034fin'],
  ['variation selector', 'a\ufe0fdmin'],
  ['tag character', 'admin\u{e0061}'],
  ['left-to-right mark', '\u200eadmin'],
  ['fullwidth', '\uff41\uff44\uff4d\uff49\uff4e'],
  ['fullwidth capitals', '\uff21\uff24\uff2d\uff29\uff2e'],
  ['superscript a (NFKC)', '\u1d43dmin'],
  ['mathematical bold', '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}'],
  ['Cyrillic a', '\u0430dmin'],
  ['Cyrillic a and i', '\u0430dm\u0456n'],
  ['Cyrillic capital A', '\u0410DMIN'],
  ['Cyrillic komi de', 'a\u0501min'],
  ['Cyrillic palochka', 'adm\u04cfn'],
  ['Greek alpha', '\u03b1dmin'],
  ['Greek iota', 'adm\u03b9n'],
  ['Greek and Cyrillic mix', '\u03b1\u0501m\u0456n'],
  ['Armenian vo for n', 'admi\u0578'],
  ['Turkish dotted capital I', 'ADM\u0130N'],
  ['Turkish dotless i', 'adm\u0131n'],
  ['i with combining dot', 'admi\u0307n'],
  ['accented letters', '\u00e0dm\u00efn'],
  ['decomposed accent', 'a\u0301dmin'],
  ['small roman numeral i', 'adm\u2170n'],
  ['digit one for i', 'adm1n'],
  ['letter l for i', 'admln'],
  ['digit four for a', '4dmin'],
  ['r n for m (UTS #39 m -> rn)', 'adrnin'],
  ['everything at once', ' \u0410\u200bD\u00adM\u0130\uff2e\ufeff '],
];

const free = ['administrator', 'badminton', 'madmin', 'admins', 'adm', 'a.dmin', 'alice', 'dentist42', 'adnin', ''];

describe('isReservedUsername', () => {
  it.each(reserved)('reserves %s', (_label, name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each(free)('leaves %j free: only the whole name is reserved', (name) => {
    expect(isReservedUsername(name)).toBe(false);
  });
});

describe('usernameSkeleton', () => {
  it('folds admin to the UTS #39 style prototype', () => {
    expect(usernameSkeleton('admin')).toBe('adrnin');
  });

  it('maps Cyrillic and Greek lookalikes to Latin', () => {
    expect(usernameSkeleton('\u0430\u043e\u0456\u03bf\u03b1')).toBe('aoioa');
  });

  it('keeps ordinary ASCII names as lowercase with only the lookalike folds', () => {
    expect(usernameSkeleton('Bob_Smith')).toBe('bob_srnith');
    expect(usernameSkeleton('Zed0')).toBe('zedo');
  });
});
