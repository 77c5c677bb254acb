import path from 'node:path';
import { readSchoolSeed } from './dental-school-seed';
import { directoryReport, formatReport } from './directory-report';
import { readSourcedSeed } from './sourced-seed';

/**
 * `npm run directory:check`: every figure of the seed without a source or year (refused), every
 * figure older than three admission cycles, and the schools missing a key figure. Fails on a
 * refused row, so a release cannot ship an unsourced figure.
 */
const folder = path.join(__dirname, '..', '..', 'seed');
const schools = readSchoolSeed(path.join(folder, 'dental-schools.csv'));
const report = directoryReport(
  schools,
  readSourcedSeed(folder, new Set(schools.map((school) => school.key))),
  new Date(),
);
console.log(formatReport(report));
process.exitCode = report.problems.length > 0 ? 1 : 0;
