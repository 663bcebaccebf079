export { twoStepRoutes } from './routes.ts';
export { checkSecondFactor } from './second-factor.ts';
