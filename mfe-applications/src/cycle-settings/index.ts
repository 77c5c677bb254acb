// What the other features use of the cycle: its settings, and the card students read them on.
export { useApplicationCycle } from './api/cycle';
export { CycleCard } from './components/CycleCard';
