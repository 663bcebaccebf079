import { paths } from '@adepa/contract/paths';
import type { StaffPage } from '@adepa/contract/staff';

/** The things a back-office page is about: an order, a product, a category. */
export type BackOfficeSubjects = { orderId: string; productId: string; categoryId: string };

/**
 * Every back-office page, by the name the roles are given it under (STAFF_PAGES): a page added to
 * the back office must be added here, so the checks that walk them all see it.
 */
export function backOfficePaths({
  orderId,
  productId,
  categoryId,
}: BackOfficeSubjects): Record<StaffPage, string> {
  const admin = paths.admin;
  return {
    dashboard: admin.dashboard(),
    orders: admin.orders(),
    order: admin.order(orderId),
    refunds: admin.refunds(),
    slips: admin.slips({ order: orderId }),
    messages: admin.messages(),
    products: admin.products(),
    createProduct: admin.createProduct(),
    updateProduct: admin.updateProduct(productId),
    updateProductImage: admin.updateProductImage(productId),
    categories: admin.categories(),
    createCategory: admin.createCategory(),
    updateCategory: admin.updateCategory(categoryId),
    updateCategoryImage: admin.updateCategoryImage(categoryId),
    users: admin.users(),
    activity: admin.activity(),
    deliveryFees: admin.deliveryFees(),
    vat: admin.vat(),
    newsletter: admin.newsletter(),
    twoStep: admin.twoStep(),
  };
}
