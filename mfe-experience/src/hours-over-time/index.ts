// The hours-over-time chart: the card the entries screens show, and its parts the dashboard chart uses.
export { HoursOverTimeCard } from './HoursOverTimeCard';
export { CumulativeHoursChart } from './CumulativeHoursChart';
export { cumulativeHoursByMonth, goalForecast } from './hours-by-month';
export { forecastSentence } from './forecast-sentence';
