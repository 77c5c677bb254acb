export { ApplicationsCsvButton } from './ApplicationsCsvButton';
