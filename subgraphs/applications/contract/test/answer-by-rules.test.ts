import { addDays, answerByFor, earlyOfferMessage } from '../src/answer-by';

/** ADEA's windows for the 2026–2027 cycle, as seeded. */
const WINDOWS = {
  firstOfferOn: '2026-12-01',
  longWindowDays: 30,
  shortWindowFrom: '2027-02-01',
  shortWindowDays: 15,
  immediateAfter: '2027-05-15',
};

describe("an offer's answer-by date", () => {
  it.each([
    ['2027-01-10', '2027-02-09', 'long-window'],
    ['2027-02-03', '2027-02-18', 'short-window'],
    ['2026-12-01', '2026-12-31', 'long-window'],
    ['2027-01-31', '2027-03-02', 'long-window'],
    ['2027-02-01', '2027-02-16', 'short-window'],
    ['2027-05-15', '2027-05-30', 'short-window'],
    ['2027-05-16', '2027-05-16', 'immediate'],
  ])('an offer on %s is due %s (%s)', (offerOn, due, rule) => {
    expect(answerByFor(offerOn, WINDOWS)).toMatchObject({ answerBy: due, rule });
  });

  it('says which rule it came from', () => {
    expect(answerByFor('2027-01-10', WINDOWS)).toMatchObject({
      ruleText: '30 days for an offer from 2026-12-01 until 2027-01-31',
    });
    expect(answerByFor('2027-02-03', WINDOWS)).toMatchObject({ ruleText: '15 days for an offer from 2027-02-01' });
    expect(answerByFor('2027-06-01', WINDOWS)).toMatchObject({
      ruleText: 'An offer after 2027-05-15 may ask for an immediate answer',
    });
  });

  it('refuses an offer before the first offer date, with the date', () => {
    expect(answerByFor('2026-11-30', WINDOWS)).toEqual({ refused: earlyOfferMessage('2026-12-01') });
    expect(earlyOfferMessage('2026-12-01')).toBe(
      'An offer cannot be dated before 2026-12-01, the first day schools may make offers this cycle',
    );
  });

  it('counts February 29 in a leap year', () => {
    const leap = {
      ...WINDOWS,
      firstOfferOn: '2027-12-01',
      shortWindowFrom: '2028-02-01',
      immediateAfter: '2028-05-15',
    };
    expect(answerByFor('2028-01-30', leap)).toMatchObject({ answerBy: '2028-02-29' });
    expect(answerByFor('2028-02-20', leap)).toMatchObject({ answerBy: '2028-03-06' });
    expect(answerByFor('2027-02-20', WINDOWS)).toMatchObject({ answerBy: '2027-03-07' });
  });

  it('follows a changed setting', () => {
    const december15 = { ...WINDOWS, firstOfferOn: '2026-12-15' };
    expect(answerByFor('2026-12-10', december15)).toEqual({ refused: earlyOfferMessage('2026-12-15') });
    expect(answerByFor('2026-12-15', december15)).toMatchObject({ answerBy: '2027-01-14' });
    expect(answerByFor('2027-01-10', { ...WINDOWS, longWindowDays: 21 })).toMatchObject({ answerBy: '2027-01-31' });
    expect(answerByFor('2027-05-16', { ...WINDOWS, immediateAfter: '2027-06-01' })).toMatchObject({
      answerBy: '2027-05-31',
      rule: 'short-window',
    });
  });
});

describe('addDays', () => {
  it('crosses months, years and clock changes', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2027-03-10', 15)).toBe('2027-03-25');
    expect(addDays('2027-02-01', -1)).toBe('2027-01-31');
  });
});
