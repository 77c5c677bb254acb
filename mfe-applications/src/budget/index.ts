export { BudgetCard } from './BudgetCard';
