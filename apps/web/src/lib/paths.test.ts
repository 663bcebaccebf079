import { paths, patterns } from '@adepa/contract/paths';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';

/** The values the router finds in `path`, decoded as a page reads them. */
function match(pattern: string, path: string) {
  const [, params] = matchRoute(parse, pattern, path);
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, decodeURIComponent(value ?? '')]),
  );
}

describe('paths', () => {
  it('builds addresses the router reads back to the same values', () => {
    const id = 'a b/ç';
    const built: [pattern: string, path: string, values: Record<string, string>][] = [
      [patterns.product, paths.product(id), { id }],
      [patterns.myOrder, paths.myOrder(id), { orderId: id }],
      [patterns.admin.order, paths.admin.order(id), { orderId: id }],
      [patterns.admin.updateCategory, paths.admin.updateCategory(id), { categoryId: id }],
      [patterns.admin.updateCategoryImage, paths.admin.updateCategoryImage(id), { id }],
      [patterns.admin.updateProduct, paths.admin.updateProduct(id), { productId: id }],
      [patterns.admin.updateProductImage, paths.admin.updateProductImage(id), { productid: id }],
      [patterns.resetPassword, paths.resetPassword(id, 'tok'), { userId: id, resetToken: 'tok' }],
      [patterns.verifySubscriber, paths.verifySubscriber(id, 'tok'), { id, emailToVerify: 'tok' }],
      [patterns.unsubscribe, paths.unsubscribe(id, 'tok'), { id, token: 'tok' }],
    ];
    for (const [pattern, path, values] of built) {
      expect(match(pattern, path), path).toMatchObject(values);
    }
  });

  it('keeps the shop’s public spellings', () => {
    expect(paths.wishlist()).toBe('/whishlist');
    expect(paths.orderPlaced('GH-2026-000001')).toBe('/successfull-order?orderId=GH-2026-000001');
    expect(paths.usersLogin()).toBe('/users/login');
    expect(paths.admin.products()).toBe('/admin/get-all-products');
  });

  it('carries the page to return to after log-in, encoded', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('/checkout?x=1&y=2')).toBe('/login?redirect=%2Fcheckout%3Fx%3D1%26y%3D2');
  });
});
