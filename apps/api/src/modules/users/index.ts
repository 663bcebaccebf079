export { adminUserRoutes } from './admin-routes.ts';
export { passwordRoutes } from './password-routes.ts';
export { findViewer, type Viewer } from './repository.ts';
export { accountRoutes } from './routes.ts';
