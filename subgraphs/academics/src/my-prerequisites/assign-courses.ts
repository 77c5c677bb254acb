/** One requirement still open: what it accepts and what it still asks for. */
export interface Need<C> {
  accepts: (course: C) => boolean;
  /** Semester hours still asked for, or null when the school counts courses. */
  hours: number | null;
  /** Courses still asked for when the school gives no hours. */
  courses: number;
}

/** Subsets of more candidates than this are not searched: the least wanted elsewhere are tried. */
const MAX_SEARCHED = 10;
/** Candidates per requirement and steps the exact search may take (a student's courses of one kind are few). */
const MAX_EXACT_CANDIDATES = 10;
const EXACT_STEPS = 5_000;
const EPSILON = 0.005;

type Assigned<C> = (C[] | undefined)[];
const hoursOf = <C extends { hours: number }>(courses: readonly C[]) =>
  courses.reduce((sum, course) => sum + course.hours, 0);
const isMetBy = <C extends { hours: number }>(need: Need<C>, courses: readonly C[]) =>
  need.hours === null ? courses.length >= need.courses : hoursOf(courses) >= need.hours - EPSILON;

/**
 * Whole courses to requirements, each course to one requirement at most, so that as many
 * requirements as possible are met. Requirements come in the order they are served (specific
 * before general). A greedy pass gives each one it can meet the cheapest set of courses (the
 * courses fewest other open requirements could use, then the fewest hours over), which keeps a
 * course only a specific requirement accepts for that requirement (Michigan's Microbiology and
 * Biology with labs). Where it meets fewer than could be met, an exact search finds an assignment
 * that meets more. What is left then goes toward the requirements still short.
 */
export function assignCourses<C extends { hours: number }>(needs: readonly Need<C>[], courses: readonly C[]): C[][] {
  const greedy = greedyCover(needs, courses);
  const met = exactCover(needs, courses, greedy) ?? greedy;
  return fillShort(needs, courses, met);
}

function greedyCover<C extends { hours: number }>(needs: readonly Need<C>[], courses: readonly C[]): Assigned<C> {
  const taken = new Set<C>();
  const assigned: Assigned<C> = needs.map(() => undefined);
  const demand = (course: C, except: number) =>
    needs.filter((need, index) => index !== except && !assigned[index] && need.accepts(course)).length;
  needs.forEach((need, index) => {
    const pool = courses
      .filter((course) => !taken.has(course) && need.accepts(course))
      .map((course) => ({ course, demand: demand(course, index) }))
      .sort((a, b) => a.demand - b.demand);
    const chosen = cheapestMeeting(need, pool);
    if (!chosen) return;
    chosen.forEach((course) => taken.add(course));
    assigned[index] = chosen;
  });
  return assigned;
}

/**
 * A better assignment than the greedy one, or undefined when it is already the best: a search
 * over the minimal sets of courses that meet each requirement, cut off where even meeting every
 * requirement left could not do better. Only run when some requirement that the student's courses
 * could meet on their own is left unmet; bounded in steps, so a huge transcript keeps the greedy one.
 */
function exactCover<C extends { hours: number }>(
  needs: readonly Need<C>[],
  courses: readonly C[],
  greedy: Assigned<C>,
): Assigned<C> | undefined {
  const candidates = needs.map((need) => courses.filter((course) => need.accepts(course)));
  const couldMeet = needs.filter((need, index) => isMetBy(need, candidates[index]!)).length;
  let bestMet = greedy.filter(Boolean).length;
  if (bestMet >= couldMeet || candidates.some((pool) => pool.length > MAX_EXACT_CANDIDATES)) return undefined;

  let best: Assigned<C> | undefined;
  let steps = 0;
  const taken = new Set<C>();
  const chosen: Assigned<C> = needs.map(() => undefined);
  const visit = (index: number, met: number) => {
    steps += 1;
    if (steps > EXACT_STEPS || met + needs.length - index <= bestMet) return;
    if (index === needs.length) {
      bestMet = met;
      best = [...chosen];
      return;
    }
    const free = candidates[index]!.filter((course) => !taken.has(course));
    for (const option of minimalMeetingSets(needs[index]!, free)) {
      option.forEach((course) => taken.add(course));
      chosen[index] = option;
      visit(index + 1, met + 1);
      option.forEach((course) => taken.delete(course));
      chosen[index] = undefined;
    }
    visit(index + 1, met);
  };
  visit(0, 0);
  return best;
}

/** Every set of the courses that meets the requirement and would not without any one of its courses. */
function minimalMeetingSets<C extends { hours: number }>(need: Need<C>, pool: readonly C[]): C[][] {
  const sets: C[][] = [];
  for (let mask = 1; mask < 1 << pool.length; mask += 1) {
    const set = pool.filter((_, bit) => mask & (1 << bit));
    if (!isMetBy(need, set)) continue;
    const minimal =
      need.hours === null
        ? set.length === need.courses
        : set.every((course) => hoursOf(set) - course.hours < need.hours! - EPSILON);
    if (minimal) sets.push(set);
  }
  return sets;
}

function fillShort<C extends { hours: number }>(
  needs: readonly Need<C>[],
  courses: readonly C[],
  met: Assigned<C>,
): C[][] {
  const taken = new Set<C>(met.flatMap((chosen) => chosen ?? []));
  return needs.map((need, index) => {
    const held = met[index];
    if (held) return held;
    const pool = courses.filter((course) => !taken.has(course) && need.accepts(course));
    const given = need.hours === null ? pool.slice(0, need.courses) : pool;
    given.forEach((course) => taken.add(course));
    return given;
  });
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
