/**
 * The course subjects of ADEA AADSAS (academics files each course under one, schools list
 * prerequisites by them) and their GPA categories: BCP is biology, chemistry and physics; science adds mathematics and other
 * sciences; non-science is every other subject (ADEA, "GPA Calculations", AADSAS instructions:
 * https://www.adea.org/ADEA/Content_Conversion/dental_education_pathways/Instructions/AADSAS_Instructions/GPA_Calculations.html).
 * Liaison's own subject list could not be retrieved here: these are the subjects those
 * definitions name (psychology and sociology are non-science: Ohio State's advising on the AADSAS
 * GPA, https://dentistry.osu.edu/prospective-students/doctor-dental-surgery-dds/application-admission-information/virtual-advising-2).
 */
export const AADSAS_SUBJECTS = {
  Biology: 'bcp',
  Chemistry: 'bcp',
  Physics: 'bcp',
  Mathematics: 'science',
  'Other Science': 'science',
  English: 'non-science',
  History: 'non-science',
  Psychology: 'non-science',
  Sociology: 'non-science',
  'Foreign Language': 'non-science',
  'Fine Arts': 'non-science',
  Business: 'non-science',
  'Other Non-Science': 'non-science',
} as const satisfies Record<string, 'bcp' | 'science' | 'non-science'>;
export type AadsasSubject = keyof typeof AADSAS_SUBJECTS;
export const SUBJECT_NAMES = Object.keys(AADSAS_SUBJECTS) as [AadsasSubject, ...AadsasSubject[]];
