export { removeAbandonedUploads } from './abandoned-uploads.ts';
export { adminUploadRoutes } from './admin-routes.ts';
export { createCatalogueImages } from './catalogue-pictures.ts';
