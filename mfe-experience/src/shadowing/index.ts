export { SHADOWING } from './shadowing-kind';
