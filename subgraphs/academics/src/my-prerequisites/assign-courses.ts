/** One requirement still open: what it accepts and what it still asks for. */
export interface Need<C> {
  accepts: (course: C) => boolean;
  /** Semester hours still asked for, or null when the school counts courses. */
  hours: number | null;
  /** Courses still asked for when the school gives no hours. */
  courses: number;
}

/** Subsets of more candidates than this are not searched: the least wanted elsewhere are tried. */
const MAX_SEARCHED = 14;
const EPSILON = 0.005;

/**
 * Whole courses to requirements, each course to one requirement at most. Requirements come in
 * the order they are served (specific before general); first each one that can be met takes
 * the cheapest set of courses that meets it (the courses fewest other open requirements could
 * use, then the fewest hours over), then what is left goes toward the requirements still short.
 * Greedy, not an exhaustive search: it keeps a course that only a specific requirement accepts
 * for that requirement, which is what leaves the hours a general one needs (Michigan's
 * Microbiology and Biology with labs).
 */
export function assignCourses<C extends { hours: number }>(needs: readonly Need<C>[], courses: readonly C[]): C[][] {
  const taken = new Set<C>();
  const assigned: (C[] | undefined)[] = needs.map(() => undefined);
  const free = (need: Need<C>) => courses.filter((course) => !taken.has(course) && need.accepts(course));
  const demand = (course: C, except: number) =>
    needs.filter((need, index) => index !== except && !assigned[index] && need.accepts(course)).length;
  const give = (index: number, chosen: C[]) => {
    chosen.forEach((course) => taken.add(course));
    assigned[index] = chosen;
  };

  needs.forEach((need, index) => {
    const pool = free(need)
      .map((course) => ({ course, demand: demand(course, index) }))
      .sort((a, b) => a.demand - b.demand);
    const chosen = cheapestMeeting(need, pool);
    if (chosen) give(index, chosen);
  });
  needs.forEach((need, index) => {
    if (assigned[index]) return;
    const pool = free(need);
    give(index, need.hours === null ? pool.slice(0, need.courses) : pool);
  });
  return assigned.map((chosen) => chosen ?? []);
}

function cheapestMeeting<C extends { hours: number }>(
  need: Need<C>,
  pool: { course: C; demand: number }[],
): C[] | undefined {
  if (need.hours === null)
    return pool.length >= need.courses ? pool.slice(0, need.courses).map(({ course }) => course) : undefined;
  const needed = need.hours;
  const searched = pool.slice(0, MAX_SEARCHED);
  let best: { mask: number; cost: [number, number, number] } | undefined;
  for (let mask = 1; mask < 1 << searched.length; mask += 1) {
    let hours = 0;
    let demand = 0;
    let count = 0;
    searched.forEach((candidate, bit) => {
      if (!(mask & (1 << bit))) return;
      hours += candidate.course.hours;
      demand += candidate.demand;
      count += 1;
    });
    if (hours < needed - EPSILON) continue;
    const cost: [number, number, number] = [demand, hours - needed, count];
    if (!best || isCheaper(cost, best.cost)) best = { mask, cost };
  }
  if (best) {
    const { mask } = best;
    return searched.filter((_, bit) => mask & (1 << bit)).map(({ course }) => course);
  }
  // More candidates than searched: the least wanted elsewhere, in turn, until the hours are met.
  const chosen: C[] = [];
  let hours = 0;
  for (const { course } of pool) {
    if (hours >= needed - EPSILON) break;
    chosen.push(course);
    hours += course.hours;
  }
  return hours >= needed - EPSILON ? chosen : undefined;
}

/** Compares costs in order: the first that differs decides. */
function isCheaper(a: readonly number[], b: readonly number[]): boolean {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? 0;
    if (Math.abs(value - other) > EPSILON) return value < other;
  }
  return false;
}
