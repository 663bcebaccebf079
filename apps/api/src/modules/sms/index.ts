export { smsRoutes } from './routes.ts';
