import { gradeMark, gradeMarkName } from '@predental/academics-contract/grade-marks';
import { Badge, type BadgeVariant } from '@predental/design/Badge';

/** SPEC §2: A grades default, B secondary, C outline, anything else destructive. */
function gradeVariant(grade: string): BadgeVariant {
  if (grade.startsWith('A')) return 'default';
  if (grade.startsWith('B')) return 'secondary';
  if (grade.startsWith('C')) return 'outline';
  return 'destructive';
}

/** The letter, or the mark a course without a letter shows (P, AP, IB, CLEP, W, WF, IP, Planned), named in full. */
export function GradeBadge({ course }: { course: { grade: string; creditType?: string | null } }) {
  const name = gradeMarkName(course.creditType);
  if (!name) return <Badge variant={gradeVariant(course.grade)}>{course.grade}</Badge>;
  // A mark is not a grade: outlined, but a WF counts as an F and looks like one.
  return (
    <Badge
      variant={course.creditType === 'withdrawn-failing' ? 'destructive' : 'outline'}
      role="img"
      aria-label={name}
      title={name}
    >
      {gradeMark(course)}
    </Badge>
  );
}
