import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { placeOrder } from './helpers/orders.ts';
import { png } from './helpers/pictures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop));
beforeAll(async () => {
  await insertCategory(t.db, 'Watches');
});

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  who: Account | null = admin,
) => t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload && { payload }) });

async function uploadPictures(
  count: number,
  kind = 'product',
): Promise<{ secure_url: string; public_id: string }[]> {
  const parts = [{ name: 'kind', value: kind }];
  for (let i = 0; i < count; i++)
    parts.push({
      name: 'file',
      value: (await png(120, 120)) as never,
      filename: `p${i}.png`,
      type: 'image/png',
    } as never);
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  return res.json();
}
const fileOf = (publicId: string) => path.join(t.config.dataDir, 'uploads', `${publicId}.webp`);
const dataUrl = async (width: number) =>
  `data:image/png;base64,${(await png(width, width)).toString('base64')}`;

const validProduct = (image: string[]) => ({
  name: 'Casio Edifice Watch',
  description: 'Stainless steel, water resistant, two-year warranty.',
  price: '450',
  discount: 399.99,
  stock: 7,
  category: 'watches',
  brand: 'Casio',
  image,
  sizes: [],
  colors: ['Silver', 'Black'],
  features: ['Water resistant 100 m', 'Date display'],
});

describe('who may change the catalogue', () => {
  it.each([
    ['POST', '/api/products/add-products'],
    ['PUT', '/api/products/update-product-details/x'],
    ['PUT', '/api/products/update-product-image/x'],
    ['DELETE', '/api/products/delete-product/x'],
    ['POST', '/api/category'],
    ['PUT', '/api/category/update-category/x'],
    ['PUT', '/api/category/update-category-image/x'],
    ['DELETE', '/api/category/delete-category/x'],
  ] as const)('%s %s: visitors 401, customers 403', async (method, url) => {
    expect((await call(method, url, {}, null)).statusCode).toBe(401);
    expect((await call(method, url, {}, customer)).statusCode).toBe(403);
  });
});

describe('products', () => {
  it('creates a product from uploaded pictures, then shows it in the shop', async () => {
    const pictures = await uploadPictures(2);
    const res = await call(
      'POST',
      '/api/products/add-products',
      validProduct(pictures.map((p) => p.secure_url)),
    );
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Casio Edifice Watch',
      price: 450,
      discount: 399.99,
      stock: 7,
      category: { name: 'Watches' },
      brand: 'Casio',
      colors: ['Silver', 'Black'],
    });
    expect(product.publicId).toEqual(pictures.map((p) => p.public_id));
    const listed = (await t.app.inject('/api/home/query-products?searchValue=edifice')).json();
    expect(listed.products[0]._id).toBe(product._id);
  });

  it('gives the create form its field messages', async () => {
    const res = await call('POST', '/api/products/add-products', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
      discount: 'Discount price is required',
      stock: 'Stock is required',
      category: 'Category is required',
      image: 'Product image is required',
    });
    const bad = await call('POST', '/api/products/add-products', {
      ...validProduct([]),
      name: 'ab',
      description: 'short',
      price: 'abc',
      discount: -1,
      stock: 0,
      brand: 'ab',
    });
    expect(bad.json().fields).toEqual({
      name: 'Product name must be at least 3 characters',
      description: 'Description must be at least 8 characters',
      price: 'Price must be a number',
      discount: 'Discount cannot be less than zero',
      stock: 'Stock cannot be less than zero',
      brand: 'Brand must be at least 3 characters',
      image: 'Product image is required',
    });
  });

  it('accepts only pictures uploaded to the shop, and known categories', async () => {
    const outside = await call(
      'POST',
      '/api/products/add-products',
      validProduct(['https://evil.example/x.webp']),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toBe('Pictures must be uploaded to the shop first.');
    const traversal = await call(
      'POST',
      '/api/products/add-products',
      validProduct(['/uploads/../secrets.json']),
    );
    expect(traversal.statusCode).toBe(400);
    const [picture] = await uploadPictures(1);
    const unknown = await call('POST', '/api/products/add-products', {
      ...validProduct([picture!.secure_url]),
      category: 'Spaceships',
    });
    expect(unknown.json().error).toBe("Choose one of the shop's categories.");
  });

  it('updates details, with the category by name, by _id, or as its _id string', async () => {
    const watches = await insertCategory(t.db, 'Sound Systems');
    const product = await insertProduct(t.db, { categoryId: watches.id, stock: 3 });
    const res = await call('PUT', `/api/products/update-product-details/${product.id}`, {
      stock: 0,
      price: 99,
      category: 'Watches',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stock: 0, price: 99, category: { name: 'Watches' } });
    const byId = await call('PUT', `/api/products/update-product-details/${product.id}`, {
      category: { _id: watches.id },
      name: 'Renamed speaker',
    });
    expect(byId.json()).toMatchObject({ name: 'Renamed speaker', category: { _id: watches.id } });
    await call('PUT', `/api/products/update-product-details/${product.id}`, {
      category: 'Watches',
    });
    const byIdString = await call('PUT', `/api/products/update-product-details/${product.id}`, {
      category: watches.id,
    });
    expect(byIdString.statusCode).toBe(200);
    expect(byIdString.json()).toMatchObject({ category: { _id: watches.id } });
    const unknown = await call('PUT', `/api/products/update-product-details/${product.id}`, {
      category: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("Choose one of the shop's categories.");
    expect(
      (
        await call(
          'PUT',
          '/api/products/update-product-details/00000000-0000-4000-8000-000000000000',
          { stock: 1 },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/products/update-product-details/${product.id}`, { stock: -1 }))
        .statusCode,
    ).toBe(400);
  });

  it('leaves what an update was not sent as it is: brand, sizes, colours, features', async () => {
    const category = await insertCategory(t.db, 'Kept Things');
    const { id } = await insertProduct(t.db, {
      categoryId: category.id,
      sizes: ['M', 'L'],
      colors: ['Red'],
    });
    const renamed = await call('PUT', `/api/products/update-product-details/${id}`, {
      name: 'Renamed Kente Shirt',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const product = (await t.app.inject({ url: `/api/products/${id}` })).json();
    expect(product).toMatchObject({
      name: 'Renamed Kente Shirt',
      brand: 'Test Brand',
      sizes: ['M', 'L'],
      colors: ['Red'],
      features: ['Sturdy'],
    });
    expect(product.variants).toHaveLength(2);
    // Sent empty, a brand is taken away.
    await call('PUT', `/api/products/update-product-details/${id}`, { brand: '' });
    expect((await t.app.inject({ url: `/api/products/${id}` })).json().brand).toBeNull();
  });

  it('replaces pictures from base64 and deletes the old files', async () => {
    const pictures = await uploadPictures(1);
    const product = (
      await call('POST', '/api/products/add-products', {
        ...validProduct(pictures.map((p) => p.secure_url)),
        name: 'Pictured product',
      })
    ).json();
    const res = await call('PUT', `/api/products/update-product-image/${product._id}`, {
      selectedImage: [await dataUrl(200), await dataUrl(300)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toHaveLength(2);
    expect(existsSync(fileOf(pictures[0]!.public_id))).toBe(false);
    for (const id of res.json().publicId) expect(existsSync(fileOf(id))).toBe(true);
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    const hostile = await call('PUT', `/api/products/update-product-image/${product._id}`, {
      selectedImage: [svg],
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error).toBe('Only JPEG, PNG and WebP pictures can be uploaded.');
    expect(
      (
        await call('PUT', `/api/products/update-product-image/${product._id}`, {
          selectedImage: [await dataUrl(1300)],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deletes a product; its old orders still read the same', async () => {
    const pictures = await uploadPictures(1);
    const product = (
      await call('POST', '/api/products/add-products', {
        ...validProduct(pictures.map((p) => p.secure_url)),
        name: 'Soon gone',
      })
    ).json();
    const order = (await placeOrder(t.app, [{ _id: product._id, qty: 1 }])).json().order;
    const res = await call('DELETE', `/api/products/delete-product/${product._id}`);
    expect(res.json()).toMatchObject({ isSuccess: true });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    const kept = (
      await t.app.inject({
        url: `/api/orders/get-order-by-admin/${order._id}`,
        headers: bearer(admin),
      })
    ).json();
    expect(kept.products[0]).toMatchObject({ name: 'Soon gone', price: 399.99, productId: null });
    expect(existsSync(fileOf(pictures[0]!.public_id))).toBe(true);
  });
});

describe('categories', () => {
  it('creates, renames and re-pictures a category', async () => {
    const [picture] = await uploadPictures(1, 'category');
    const res = await call('POST', '/api/category', {
      name: 'Kitchen Things',
      image: [picture!.secure_url],
      imageId: [picture!.public_id],
    });
    expect(res.statusCode).toBe(201);
    const category = res.json();
    expect(category).toMatchObject({ name: 'Kitchen Things', url: picture!.secure_url });
    const renamed = await call('PUT', `/api/category/update-category/${category._id}`, {
      name: 'Kitchen',
    });
    expect(renamed.json().name).toBe('Kitchen');
    const repictured = await call('PUT', `/api/category/update-category-image/${category._id}`, {
      image: await dataUrl(250),
    });
    expect(repictured.statusCode).toBe(200);
    expect(repictured.json().url).not.toBe(picture!.secure_url);
    expect(existsSync(fileOf(picture!.public_id))).toBe(false);
    const tooBig = await call('PUT', `/api/category/update-category-image/${category._id}`, {
      image: await dataUrl(301),
    });
    expect(tooBig.json().error).toBe('Each category image must be at most 300 x 300 pixels.');
  });

  it('gives the category forms their messages and refuses a duplicate name', async () => {
    expect((await call('POST', '/api/category', {})).json().fields).toEqual({
      name: 'Category name is required',
      image: 'Category image is required',
    });
    expect((await call('POST', '/api/category', { name: 'ab', image: 'x' })).json().fields).toEqual(
      { name: 'Category name must be at least 3 characters' },
    );
    const [picture] = await uploadPictures(1, 'category');
    const duplicate = await call('POST', '/api/category', {
      name: 'WATCHES',
      image: picture!.secure_url,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('A category with this name already exists.');
  });

  it('refuses to delete a category that still has products, and deletes an empty one', async () => {
    const full = await insertCategory(t.db, 'Full Shelf');
    await insertProduct(t.db, { categoryId: full.id });
    const refused = await call('DELETE', `/api/category/delete-category/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This category still has 1 product. Move them to another category or delete them first.',
    );
    const empty = await insertCategory(t.db, 'Empty Shelf');
    const res = await call('DELETE', `/api/category/delete-category/${empty.id}`);
    expect(res.json()).toEqual({ isSuccess: true, message: 'Category deleted successfully' });
    expect((await t.app.inject(`/api/category/category/${empty.id}`)).statusCode).toBe(404);
  });
});
