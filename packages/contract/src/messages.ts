// Texts the spec quotes, kept exactly as quoted (double spaces and spellings included), in one
// place for the web app and the api.

export const NOT_FOUND = 'We are sorry, page not found.';
export const NO_MORE_PRODUCTS = 'No more products to display again!!';
export const PRODUCTS_FETCH_ERROR = 'An error occurred when fetching the products.';
export const NO_PRODUCT_FOUND = 'No product found.';
export const NO_CATEGORY_FOUND = 'No category found.';
export const INVALID_EMAIL = 'Invalid email address';

// Account toasts (spec section 8).
export const LOGIN_SUCCESS = 'You have successfully logged in';
export const REGISTER_SUCCESS = 'You have successfully signed  in';
export const PROFILE_UPDATED = 'Your profile has been successfully updated';
export const RESET_LINK_SENT = 'Password reset link has been sent to your email account';
export const PASSWORD_CHANGED = 'You have successfully changed your password';

// Shop listing, product page, cart and wishlist (spec sections 2, 4 and 8).
export const PAGE_LOAD_ERROR = 'An error occurred when accessing this page.';
export const CART_ITEM_EXISTS = 'Item already been added to cart!';
export const CART_OUT_OF_STOCK = 'Product is out of stock!';
export const CART_ITEM_ADDED = 'Item added to cart successfully!';
export const QTY_OUT_OF_STOCK = 'Product out of stock';

// Cart panel, wishlist panel and checkout (spec sections 2, 5 and 8).
export const CART_EMPTY = 'Your shopping bag is empty';
export const WISHLIST_EMPTY = 'Your wishlist is empty';
export const PHONE_HINT = 'Enter only valid and active number';
export const NO_SMS_NOTE =
  'This looks like a landline: we will call it, but it cannot receive our SMS about your order.';
export const ORDER_FAILED = 'Something went wrong, please try again';

// Orders tables (spec section 8); the admin table shares them.
export const ORDER_DELETED = 'You have deleted the order successfully';
export const DELETE_FAILED = 'Delete failed. Try again';
export const NO_MORE_ORDERS_NEXT = 'No more orders to display again!!';
export const NO_MORE_ORDERS_PREVIOUS = 'No more orders to display again';

// Newsletter and contact (spec sections 5 and 8); plain strings, so the footer's form on every
// page can use them without loading zod.
export const SUBSCRIBE_SENT = 'Please check your email account for verification';
export const CONTACT_SENT = 'Form Submitted Successfully';
export const CONTACT_FAILED = 'Something went wrong, please try again';
