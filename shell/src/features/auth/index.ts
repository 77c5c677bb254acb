export { logout } from './auth-api';
