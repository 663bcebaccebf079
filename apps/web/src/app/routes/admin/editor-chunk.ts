// The back office's forms, loaded together in one chunk with the contract's zod schemas and the
// upload widget: products, categories, users, delivery fees, VAT and one's own two-step sign-in.

export * from './category-pages';
export * from './delivery-fees-page';
export * from './product-pages';
export * from './two-step-page';
export * from './user-list-page';
export * from './vat-page';
