import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import type { US_STATES } from '@predental/schools-contract/dental-school';

type State = (typeof US_STATES)[number];

/** Real US cities, so searching by city behaves as with real data: several schools per city, cities sharing words ("San", "Spring"). */
const CITIES: [string, State][] = [
  ['Birmingham', 'Alabama'],
  ['Mobile', 'Alabama'],
  ['Anchorage', 'Alaska'],
  ['Phoenix', 'Arizona'],
  ['Tucson', 'Arizona'],
  ['Little Rock', 'Arkansas'],
  ['Los Angeles', 'California'],
  ['San Diego', 'California'],
  ['San Francisco', 'California'],
  ['San Jose', 'California'],
  ['Sacramento', 'California'],
  ['Fresno', 'California'],
  ['Denver', 'Colorado'],
  ['Colorado Springs', 'Colorado'],
  ['Hartford', 'Connecticut'],
  ['New Haven', 'Connecticut'],
  ['Wilmington', 'Delaware'],
  ['Washington', 'District of Columbia'],
  ['Miami', 'Florida'],
  ['Orlando', 'Florida'],
  ['Tampa', 'Florida'],
  ['Jacksonville', 'Florida'],
  ['Atlanta', 'Georgia'],
  ['Savannah', 'Georgia'],
  ['Honolulu', 'Hawaii'],
  ['Boise', 'Idaho'],
  ['Chicago', 'Illinois'],
  ['Springfield', 'Illinois'],
  ['Indianapolis', 'Indiana'],
  ['Fort Wayne', 'Indiana'],
  ['Des Moines', 'Iowa'],
  ['Iowa City', 'Iowa'],
  ['Wichita', 'Kansas'],
  ['Louisville', 'Kentucky'],
  ['Lexington', 'Kentucky'],
  ['New Orleans', 'Louisiana'],
  ['Baton Rouge', 'Louisiana'],
  ['Portland', 'Maine'],
  ['Baltimore', 'Maryland'],
  ['Boston', 'Massachusetts'],
  ['Worcester', 'Massachusetts'],
  ['Springfield', 'Massachusetts'],
  ['Detroit', 'Michigan'],
  ['Grand Rapids', 'Michigan'],
  ['Ann Arbor', 'Michigan'],
  ['Minneapolis', 'Minnesota'],
  ['Saint Paul', 'Minnesota'],
  ['Jackson', 'Mississippi'],
  ['Kansas City', 'Missouri'],
  ['Saint Louis', 'Missouri'],
  ['Springfield', 'Missouri'],
  ['Billings', 'Montana'],
  ['Omaha', 'Nebraska'],
  ['Lincoln', 'Nebraska'],
  ['Las Vegas', 'Nevada'],
  ['Reno', 'Nevada'],
  ['Manchester', 'New Hampshire'],
  ['Newark', 'New Jersey'],
  ['Jersey City', 'New Jersey'],
  ['Albuquerque', 'New Mexico'],
  ['New York', 'New York'],
  ['Buffalo', 'New York'],
  ['Rochester', 'New York'],
  ['Albany', 'New York'],
  ['Charlotte', 'North Carolina'],
  ['Raleigh', 'North Carolina'],
  ['Greenville', 'North Carolina'],
  ['Fargo', 'North Dakota'],
  ['Columbus', 'Ohio'],
  ['Cleveland', 'Ohio'],
  ['Cincinnati', 'Ohio'],
  ['Toledo', 'Ohio'],
  ['Oklahoma City', 'Oklahoma'],
  ['Tulsa', 'Oklahoma'],
  ['Portland', 'Oregon'],
  ['Eugene', 'Oregon'],
  ['Philadelphia', 'Pennsylvania'],
  ['Pittsburgh', 'Pennsylvania'],
  ['Erie', 'Pennsylvania'],
  ['Providence', 'Rhode Island'],
  ['Charleston', 'South Carolina'],
  ['Columbia', 'South Carolina'],
  ['Sioux Falls', 'South Dakota'],
  ['Memphis', 'Tennessee'],
  ['Nashville', 'Tennessee'],
  ['Knoxville', 'Tennessee'],
  ['Houston', 'Texas'],
  ['Dallas', 'Texas'],
  ['San Antonio', 'Texas'],
  ['Austin', 'Texas'],
  ['El Paso', 'Texas'],
  ['Fort Worth', 'Texas'],
  ['Salt Lake City', 'Utah'],
  ['Provo', 'Utah'],
  ['Burlington', 'Vermont'],
  ['Richmond', 'Virginia'],
  ['Norfolk', 'Virginia'],
  ['Seattle', 'Washington'],
  ['Spokane', 'Washington'],
  ['Tacoma', 'Washington'],
  ['Charleston', 'West Virginia'],
  ['Morgantown', 'West Virginia'],
  ['Milwaukee', 'Wisconsin'],
  ['Madison', 'Wisconsin'],
  ['Cheyenne', 'Wyoming'],
];

const FOUNDERS = [
  'Whitfield',
  'Harrington',
  'Caldwell',
  'Pemberton',
  'Ashford',
  'Langley',
  'Merriweather',
  'Thornton',
  'Blackwell',
  'Sterling',
  'Holloway',
  'Fairbanks',
  'Kensington',
  'Davenport',
  'Rutherford',
  'Winslow',
  'Prescott',
  'Hawthorne',
  'Carrington',
  'Ellsworth',
  'Montgomery',
  'Beaumont',
  'Lockwood',
  'Stanton',
  'Whitmore',
  'Bradford',
  'Crawford',
  'Hollister',
  'Radcliffe',
  'Sinclair',
];

const REGIONS = [
  'Great Lakes',
  'Gulf Coast',
  'Blue Ridge',
  'High Plains',
  'Pacific Northwest',
  'Mid-Atlantic',
  'Ozark',
  'Piedmont',
  'Sun Belt',
  'Rocky Mountain',
];

const DENTAL_SCHOOLS = [
  'School of Dentistry',
  'College of Dentistry',
  'School of Dental Medicine',
  'College of Dental Medicine',
];

const INSTITUTIONS: ((city: string, founder: string, region: string) => string)[] = [
  (city) => `University of ${city}`,
  (city) => `${city} State University`,
  (_, founder) => `${founder} University`,
  (city, founder) => `${founder} College of ${city}`,
  (_, __, region) => `${region} University`,
  (_, founder) => `${founder} Institute of Health Sciences`,
];

/** mulberry32: the same 5,000 schools on every run, so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `count` schools as admin CSV rows (cell text by header), with unique keys and names and figures in realistic ranges. */
export function generatedSchools(count: number): DentalSchoolCsvRow[] {
  const next = random(9);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const between = (low: number, high: number, digits: number) => (low + next() * (high - low)).toFixed(digits);
  const names = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = pick(CITIES);
    let name = `${pick(INSTITUTIONS)(city, pick(FOUNDERS), pick(REGIONS))} ${pick(DENTAL_SCHOOLS)}`;
    // Campus names keep a repeated combination distinct, as multi-campus schools do.
    for (let campus = 2; names.has(name); campus += 1)
      name = `${name.replace(/ \(.*\)$/, '')} (${city} Campus ${campus})`;
    names.add(name);
    const isPublic = next() < 0.45;
    const accelerated = next() < 0.1;
    return {
      key: `bench-school-${i}`,
      name,
      state,
      city,
      tuition: isPublic ? between(28_000, 62_000, 0) : between(58_000, 98_000, 0),
      programLength: accelerated ? '3' : '4',
      scienceGpaAvg: between(3.15, 3.8, 2),
      overallGpaAvg: between(3.25, 3.85, 2),
      datAvg: between(470, 540, 0),
      acceptanceRate: next() < 0.1 ? '' : between(3, 20, 1),
      isPublic: String(isPublic),
      hasAcceleratedProgram: String(accelerated),
      websiteUrl: `https://www.${slug(name).slice(0, 50)}.example.edu`,
      notes: next() < 0.2 ? 'Generated for the explorer benchmark.' : '',
    };
  });
}
