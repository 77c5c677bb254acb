import { formatAmount } from '@predental/design/numbers';
import type { GoalForecast } from './hours-by-month';

/** The plain sentence under a kind's chart: when the goal is reached at this pace, or what to do first. */
export function forecastSentence(kindName: string, forecast: GoalForecast): string {
  switch (forecast.status) {
    case 'no-entries':
      return `Add your first ${kindName} experience to see your hours over time.`;
    case 'no-goal':
      return `Set ${/^[aeiou]/i.test(kindName) ? 'an' : 'a'} ${kindName} goal to see when you will reach it at your current pace.`;
    case 'reached':
      return `You have reached your ${formatAmount(forecast.goal, 2)}-hour goal with ${formatAmount(forecast.total, 2)} hours.`;
    case 'on-pace':
      return `At your current pace (${formatAmount(forecast.hoursPerMonth, 1)} hours a month) you will reach your ${formatAmount(forecast.goal, 2)}-hour goal in ${forecast.month}.`;
  }
}
