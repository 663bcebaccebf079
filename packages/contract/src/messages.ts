// Texts the spec quotes, kept exactly as quoted (double spaces and spellings included), in one
// place for the web app and the api.

export const NOT_FOUND = 'We are sorry, page not found.';
export const NO_MORE_PRODUCTS = 'No more products to display again!!';
export const PRODUCTS_FETCH_ERROR = 'An error occurred when fetching the products.';
export const NO_PRODUCT_FOUND = 'No product found.';
export const NO_CATEGORY_FOUND = 'No category found.';
export const INVALID_EMAIL = 'Invalid email address';
