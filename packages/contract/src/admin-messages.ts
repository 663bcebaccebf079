// Texts the spec quotes for the back office (sections 5 and 8), kept exactly as quoted. Apart from
// messages.ts because only admin screens use them: the storefront loads messages.ts at start-up,
// and a module is never split between chunks, so every text in it costs every shopper.

export const NO_MORE_USERS = 'No more users to display again!!';
export const PRODUCT_CREATED = 'New product has been added successfully';
export const PRODUCT_UPDATED = 'You have successfully updated the product';
export const CATEGORY_CREATED = 'You have successfully created new category!';
export const CATEGORY_CREATE_FAILED = 'Creating category failed, try again.';
export const CATEGORY_NAME_UPDATED = 'You have successfully updated the category name';
export const CATEGORY_IMAGE_UPDATED = 'You have successfully updated the category image';
export const CATEGORY_IMAGE_UPDATE_FAILED = 'Updating category failed, try again.';
export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_DELETE_FAILED = 'Delete failed, please try again';
export const ORDER_STATUS_UPDATED = 'You have successfully updated customer order status';
export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';
export const CONFIRM_DELETE_CATEGORY = 'Are you sure you want to delete this category?';
export const CONFIRM_DELETE_USER = 'Are you sure';
