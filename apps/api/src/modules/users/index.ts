export { adminUserRoutes } from './admin-routes.ts';
export { passwordRoutes } from './password-routes.ts';
export { createUserRepository, findViewer } from './repository.ts';
export { accountRoutes } from './routes.ts';
