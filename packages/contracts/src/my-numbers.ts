/** How the student's number stands against a school's average (academics subgraph, DentalSchool.myNumbers). */
export type Standing = 'ABOVE' | 'NEAR' | 'BELOW';

export interface NumberComparison {
  /** The student's figure; null without courses (GPA) or DAT scores. */
  mine: number | null;
  /** The school's average; null when not reported. */
  school: number | null;
  /** mine - school; null unless both exist. */
  difference: number | null;
  standing: Standing | null;
}

export interface MyNumbers {
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
  datAcademicAverage: NumberComparison;
}
