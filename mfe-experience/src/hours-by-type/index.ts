// Every AADSAS type's hours, as the dashboard, the application summary and the experience hours page show them.
export { TypeHoursTable } from './TypeHoursTable';
export { withHours } from './with-hours';
