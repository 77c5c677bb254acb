export { MyCycleCards } from './MyCycleCards';
