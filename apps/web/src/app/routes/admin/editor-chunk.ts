// The back office's forms, loaded together in one chunk with the contract's zod schemas and the
// upload widget: products, categories, users and delivery fees.

export * from './category-pages';
export * from './delivery-fees-page';
export * from './product-pages';
export * from './user-list-page';
