import { assignCourses, type Need } from './assign-courses';

interface Course {
  hours: number;
  kind: number;
}

/** A fixed-seed generator, so every run checks the same cases. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
  };
}

const metBy = (need: Need<Course>, courses: readonly Course[]) =>
  need.hours === null
    ? courses.length >= need.courses
    : courses.reduce((sum, course) => sum + course.hours, 0) >= need.hours - 0.005;
const metCount = (needs: readonly Need<Course>[], assigned: readonly Course[][]) =>
  needs.filter((need, index) => metBy(need, assigned[index]!)).length;

/** The most requirements any assignment of whole courses meets: every course to any requirement accepting it, or none. */
function mostMeetable(needs: readonly Need<Course>[], courses: readonly Course[]): number {
  const assigned: Course[][] = needs.map(() => []);
  const visit = (at: number): number => {
    if (at === courses.length) return metCount(needs, assigned);
    let most = visit(at + 1);
    needs.forEach((need, index) => {
      if (!need.accepts(courses[at]!)) return;
      assigned[index]!.push(courses[at]!);
      most = Math.max(most, visit(at + 1));
      assigned[index]!.pop();
    });
    return most;
  };
  return visit(0);
}

describe('assigning whole courses to requirements', () => {
  it('meets as many requirements as the best assignment, on 1,000 random students and schools', () => {
    const random = generator(42);
    const short: string[] = [];
    for (let trial = 0; trial < 1000; trial += 1) {
      // Five kinds of course; each requirement accepts one to three of them, specific ones served first.
      const needs = Array.from({ length: 2 + random.below(4) }, () => {
        const kinds = new Set(Array.from({ length: 1 + random.below(3) }, () => random.below(5)));
        const byHours = random.below(10) < 7;
        return {
          accepts: (course: Course) => kinds.has(course.kind),
          hours: byHours ? random.pick([3, 4, 6, 8]) : null,
          courses: byHours ? 0 : random.pick([1, 1, 2]),
          breadth: kinds.size,
        };
      }).sort((a, b) => a.breadth - b.breadth);
      const courses = Array.from({ length: 2 + random.below(6) }, () => ({
        hours: random.pick([1, 3, 4, 4]),
        kind: random.below(5),
      }));
      const assigned = assignCourses(needs, courses);
      // Never a course twice.
      expect(new Set(assigned.flat()).size).toBe(assigned.flat().length);
      const most = mostMeetable(needs, courses);
      if (metCount(needs, assigned) < most) short.push(`case ${trial}: ${metCount(needs, assigned)} of ${most}`);
    }
    expect(short).toEqual([]);
  });
});
