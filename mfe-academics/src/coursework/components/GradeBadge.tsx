import { Badge, type BadgeVariant } from '@predental/design/Badge';

/** SPEC §2: A grades default, B secondary, C outline, anything else destructive. */
function gradeVariant(grade: string): BadgeVariant {
  if (grade.startsWith('A')) return 'default';
  if (grade.startsWith('B')) return 'secondary';
  if (grade.startsWith('C')) return 'outline';
  return 'destructive';
}

export function GradeBadge({ grade }: { grade: string }) {
  return <Badge variant={gradeVariant(grade)}>{grade}</Badge>;
}
