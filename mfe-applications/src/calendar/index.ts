export { CalendarCard } from './CalendarCard';
