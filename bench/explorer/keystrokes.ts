import type { DentalSchool } from '@predental/schools-contract/dental-school';
import { DEFAULT_FILTERS, filterSchools } from '../../mfe-schools/src/explorer/school-filters';
import type { Browser } from '@playwright/test';
import type { Session } from './accounts';
import { studentContext, type ProbeWindow } from './browser';
import { explorerListed } from './initial-load';

/**
 * What a student types, each typed then erased key by key: a city, the start of school names, a
 * founder's name, a phrase that keeps narrowing, one of the real seeded schools.
 */
const QUERIES = ['San Antonio', 'University of Mi', 'Hawthorne', 'College of D', 'Lyon'];

type Measurement = Awaited<ReturnType<ProbeWindow['explorerBench']['keystroke']>>;

export interface KeystrokeFigures {
  samples: Measurement[];
  /** Keystrokes whose list never showed the expected count (a measurement that cannot be trusted). */
  failed: Measurement[];
}

/** Each keystroke timed on its own: the next key is pressed once the previous one's list is painted. */
export async function measureKeystrokes(
  browser: Browser,
  entryUrl: string,
  student: Session,
): Promise<KeystrokeFigures> {
  const answer = await fetch(`${entryUrl}/api/dental-schools`, { headers: { cookie: student.cookie } });
  if (!answer.ok) throw new Error(`GET /api/dental-schools answered ${answer.status}`);
  const schools = (await answer.json()) as DentalSchool[];
  const shownFor = (search: string) => filterSchools(schools, { ...DEFAULT_FILTERS, search }).length;

  const context = await studentContext(browser, entryUrl, student);
  try {
    const page = await context.newPage();
    await page.goto(`${entryUrl}/dental-schools`);
    await explorerListed(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Search by name or city' }).click();

    const samples: Measurement[] = [];
    let text = '';
    for (const query of QUERIES) {
      const keys = [...query, ...Array<string>(query.length).fill('Backspace')];
      for (const key of keys) {
        text = key === 'Backspace' ? text.slice(0, -1) : text + key;
        await page.evaluate(`window.explorerBench.expectShown(${shownFor(text)})`);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        samples.push(await page.evaluate<Measurement>(`window.explorerBench.keystroke(${samples.length})`));
      }
    }
    const failed = samples.filter((sample) => sample.error !== undefined);
    return { samples: samples.filter((sample) => sample.error === undefined), failed };
  } finally {
    await context.close();
  }
}
