import type { CycleSettings } from './cycle';

/**
 * The cycle a fresh database starts with (docs/areas/applications.md lists the sources). Every
 * value is an admin's to change: sources disagree on the first offer date (ADEA's guidelines say
 * December 1; several schools and test-prep pages say December 15), and no fee was found
 * published for the current cycle, so the fees are the latest found, with their page.
 */
export const CYCLE_SEED: CycleSettings = {
  cycleName: '2026–2027',
  // No stored page gives this cycle's opening or first submission date: an admin enters them.
  aadsasOpensOn: null,
  firstSubmissionOn: null,
  // "Notify applicants ... no earlier than December 1 of the academic year prior to ... matriculation."
  firstOfferOn: '2026-12-01',
  firstOfferSourceUrl: 'https://www.adea.org/aadsasapp/admissions-officers/traffic-guidelines.aspx',
  // 30 days from December 1 to January 31, 15 from February 1 through May 15, immediate after May 15
  // (ADEA guidelines approved March 2010, as the University of Georgia's advising page summarises them).
  longWindowDays: 30,
  shortWindowFrom: '2027-02-01',
  shortWindowDays: 15,
  immediateAfter: '2027-05-15',
  responseWindowsSourceUrl: 'https://prehealth.uga.edu/pre-dental/after-you-hit-submit/Notification-traffic-rules/',
  // "$245 for the first dental school and $93 for each designation" (ADEA AADSAS instructions).
  aadsasFeeFirst: 245,
  aadsasFeeAdditional: 93,
  aadsasFeeSourceUrl:
    'https://www.adea.org/ADEA/Content_Conversion/dental_education_pathways/Instructions/AADSAS_Instructions/Application_Fees___Designations.html',
  aadsasFeeYear: 'undated ADEA page (latest found)',
  // Three weeks: the default; no source sets a follow-up time, each advisor says "promptly".
  letterReminderDays: 21,
  // "The essay is limited to approximately one page (4,500 characters, including spaces)": ADEA AADSAS
  // General Instructions (undated); the 2026–2027 cycle keeps 4,500 (gradpilot.com, below, 2026).
  statementLimit: 4500,
  statementLimitSourceUrl:
    'http://www.adea.org/dental_education_pathways/aadsas/Applicants/GeneralInstructions/Pages/PersonalStatement.aspx',
  // The prompt adopted for 2025–2026 and kept for 2026–2027, as a third-party page quotes it (2026):
  // ADEA's own GoDental page still showed the older "career in dentistry" wording.
  statementPrompt: 'What motivated you to pursue a career in oral health?',
  statementPromptSourceUrl:
    'https://gradpilot.com/news/the-new-aadsas-oral-health-personal-statement-prompt-decoded-2026-2027',
};
