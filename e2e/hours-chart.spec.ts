import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';
import { addEntry, clinicVolunteering, setGoal } from '../mfe-experience/e2e/steps';
import { register } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** A day `back` months before this one, on the student's own calendar. */
function monthsAgo(back: number, day: number) {
  const date = new Date(new Date().getFullYear(), new Date().getMonth() - back, day);
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(day)}`,
    short: date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' }),
  };
}

test('a student sees shadowing hours add up month by month toward the goal, downloads them, and sees both kinds on the dashboard', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Shadowing Hours' }).click();
  const overTime = card(page, 'Hours Over Time');
  await expect(overTime).toContainText('Add your first shadowing experience to see your hours over time.');
  await expect(overTime.locator('svg')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

  // Three months back, one month back and today: four months of shadowing, this one included.
  const first = monthsAgo(3, 10);
  const second = monthsAgo(1, 20);
  const today = monthsAgo(0, new Date().getDate());
  await addEntry(page, 'Shadowing', {
    Date: first.iso,
    "Doctor's Name": 'Dr. Sarah Smith',
    Practice: 'Smile Dental, General',
    Hours: '10',
    Notes: 'Saw a "simple" extraction',
  });
  await addEntry(page, 'Shadowing', {
    Date: second.iso,
    "Doctor's Name": 'Dr. Omar Lee',
    Practice: 'Lee Orthodontics',
    Hours: '6',
  });
  await addEntry(page, 'Shadowing', {
    Date: today.iso,
    "Doctor's Name": 'Dr. Ana Ruiz',
    Practice: 'Ruiz Family Dentistry',
    Hours: '4',
    Notes: '=1+1',
  });
  await expect(overTime).toContainText('Set a shadowing goal to see when you will reach it at your current pace.');

  await setGoal(page, 'Shadowing', '50');
  // 20 hours over 4 months is 5 a month; the 30 hours left take 6 more months after this one.
  const now = new Date();
  const goalMonth = new Date(now.getFullYear(), now.getMonth() + 6, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
  await expect(overTime).toContainText(
    `At your current pace (5 hours a month) you will reach your 50-hour goal in ${goalMonth}.`,
  );

  const chart = overTime.locator('svg.hours-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.goal-line')).toHaveCount(1);
  await expect(chart.getByText('Goal: 50 hours')).toBeVisible();
  const axis = chart.locator('.month-labels');
  for (const month of [first.short, monthsAgo(2, 1).short, second.short, today.short])
    await expect(axis.getByText(month, { exact: true })).toBeVisible();
  await expect(chart.locator('.dot')).toHaveCount(4);
  // A month's hours read with the keyboard (the last month first) or under the pointer.
  const months = overTime.getByRole('group', { name: 'Hours by month: use the arrow keys to read each month' });
  await months.focus();
  await expect(months.getByRole('status')).toHaveText(`${today.short}Shadowing hours: 20 hours`);
  await page.keyboard.press('Home');
  await expect(months.getByRole('status')).toHaveText(`${first.short}Shadowing hours: 10 hours`);
  await page.keyboard.press('ArrowRight');
  await expect(months.getByRole('status')).toHaveText(`${monthsAgo(2, 1).short}Shadowing hours: 10 hours`);
  await months.blur();
  await expect(months.getByRole('status')).toHaveText('');
  const box = (await chart.boundingBox())!;
  await chart.hover({ position: { x: box.width - 20, y: box.height / 2 } });
  await expect(months.getByRole('status')).toHaveText(`${today.short}Shadowing hours: 20 hours`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('shadowing-hours.csv');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')).toEqual([
    'Experience Type,Organization,Contact,Start Date,End Date,Hours,Description',
    `Dental Shadowing,"Smile Dental, General",Dr. Sarah Smith,${first.iso},${first.iso},10,"Saw a ""simple"" extraction"`,
    `Dental Shadowing,Lee Orthodontics,Dr. Omar Lee,${second.iso},${second.iso},6,`,
    `Dental Shadowing,Ruiz Family Dentistry,Dr. Ana Ruiz,${today.iso},${today.iso},4,'=1+1`,
    '',
  ]);

  await setGoal(page, 'Shadowing', '20');
  await expect(overTime).toContainText('You have reached your 20-hour goal with 20 hours.');

  await page.getByRole('navigation').getByRole('link', { name: 'Volunteer Hours' }).click();
  await addEntry(page, 'Volunteer', { ...clinicVolunteering, Date: second.iso });
  await expect(card(page, 'Hours Over Time').locator('svg.hours-chart')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const dashboardChart = card(page, 'Hours Over Time');
  await expect(dashboardChart.locator('svg.hours-chart .line')).toHaveCount(2);
  await expect(dashboardChart.locator('.legend')).toContainText('Shadowing');
  await expect(dashboardChart.locator('.legend')).toContainText('Volunteer');
  await expect(dashboardChart.locator('.month-labels').getByText(first.short, { exact: true })).toBeVisible();
  await expect(dashboardChart).toContainText('Shadowing: You have reached your 20-hour goal with 20 hours.');
  await expect(dashboardChart).toContainText(
    'Volunteer: Set a volunteer goal to see when you will reach it at your current pace.',
  );
});

test('the experience area runs on its own page, and its application summary section prints in the shell', async ({
  page,
}) => {
  await register(page);
  await page.goto('/shadowing');
  await addEntry(page, 'Shadowing', {
    Date: '2024-06-15',
    "Doctor's Name": 'Dr. Sarah Smith',
    Practice: 'Smile Dental',
    Hours: '8',
  });
  await addEntry(page, 'Shadowing', {
    Date: '2024-03-02',
    "Doctor's Name": 'Dr. Omar Lee',
    Practice: 'Lee Orthodontics',
    Hours: '4.5',
  });
  await setGoal(page, 'Shadowing', '50');

  await page.goto('/remotes/experience/standalone/');
  await expect(page.getByRole('tab', { name: 'Shadowing' })).toBeVisible();
  await expect(card(page, 'Hours Over Time').locator('svg.hours-chart')).toBeVisible();

  await page.getByRole('tab', { name: 'Dashboard widgets' }).click();
  await expect(card(page, 'Hours Over Time').locator('.line')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Application summary' }).click();
  await expect(page.getByRole('table', { name: 'Shadowing totals' }).getByRole('cell')).toHaveText([
    '12.5',
    '2',
    '50 hours',
    '25%',
  ]);
  const rows = page.getByRole('table', { name: 'Shadowing entries' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Mar 2, 2024');
  await expect(rows.nth(1)).toContainText('Dr. Omar Lee');
  await expect(rows.nth(2)).toContainText('Jun 15, 2024');
  await expect(page.getByRole('table', { name: 'Volunteer totals' }).getByRole('cell')).toHaveText([
    '0',
    '0',
    'Not set',
    'N/A',
  ]);
  const section = card(page, 'Shadowing and Volunteer Hours');
  await expect(section).toContainText('No volunteer experiences yet');
  // Made for print: nothing in it to press.
  await expect(section.getByRole('button')).toHaveCount(0);

  // The same section in the shell's application summary, on paper.
  await page.goto('/application-summary');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: 'Shadowing totals' }).getByRole('cell')).toHaveText([
    '12.5',
    '2',
    '50 hours',
    '25%',
  ]);
  await expect(page.getByRole('table', { name: 'Shadowing entries' }).getByRole('row')).toHaveCount(3);
});
