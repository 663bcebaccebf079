import type { StaffRole } from '@adepa/contract/staff';
import type { VariantInput } from '@adepa/contract/variants';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin, newEmail, PASSWORD } from './accounts.ts';
import { shopUrl } from './shop.ts';

// What the owner (or a shopper) does through the api, to set the scene a browser test then
// plays in: a product of its own, its stock grid saved, a guest's order.

/** A call to the shop's api that must succeed: its JSON reply. */
export async function call<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${shopUrl()}${path}`, {
    ...rest,
    headers: {
      ...(typeof rest.body === 'string' && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
  });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A fresh access token of the shop's owner. */
export async function ownerToken(): Promise<string> {
  const { token } = await call<{ token: string }>('/api/users/auth', {
    method: 'POST',
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  return token;
}

/** Uploads a plain `background` square: its address, for a product's pictures. */
async function uploadPicture(token: string, background: string): Promise<string> {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const [uploaded] = await call<{ secure_url: string }[]>('/api/uploads/images?kind=product', {
    method: 'POST',
    body: form,
    token,
  });
  return uploaded!.secure_url;
}

type NewProduct = { name: string; sizes: string[]; colors: string[]; stock: number };

/** A product of the test's own, with shared stock and two pictures: its id. */
export async function createProduct(token: string, product: NewProduct): Promise<string> {
  const categories = await call<{ name: string }[]>('/api/category/categories');
  const image = [await uploadPicture(token, '#0b6e4f'), await uploadPicture(token, '#e8a317')];
  const created = await call<{ _id: string }>('/api/products/add-products', {
    method: 'POST',
    token,
    body: JSON.stringify({
      ...product,
      description: 'Hand-woven in Bonwire, for the stock grid tests.',
      price: 250,
      discount: 199.99,
      category: categories[0]!.name,
      image,
    }),
  });
  return created._id;
}

type Cell = Pick<VariantInput, 'size' | 'color' | 'stock' | 'sku' | 'discount' | 'was'>;

/** Saves a product's stock grid, counted per variant, as the owner's editor does. */
export async function saveGrid(token: string, productId: string, variants: Cell[]) {
  return call(`/api/products/${productId}/variants`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ stockPerVariant: true, reason: 'received', variants }),
  });
}

type Buyer = { name: string; phoneNumber: string; deliveryNote?: string };

/** A guest's order of one of a product's sizes and colours, placed through the api: its number. */
export async function guestOrder(
  productId: string,
  size: string,
  color: string,
  qty = 1,
  buyer: Buyer = { name: 'Yaw Mensah', phoneNumber: '0244550123' },
) {
  const { order } = await call<{ order: { orderId: string } }>('/api/orders/customer-order', {
    method: 'POST',
    body: JSON.stringify({
      ...buyer,
      province: 'Ashanti',
      area: 'Adum',
      products: [
        { _id: productId, qty, productSize: size || undefined, productColor: color || undefined },
      ],
    }),
  });
  return order.orderId;
}

/** The product as its page and the owner's editor read it. */
export function productNow(productId: string) {
  return call<{
    stock: number;
    stockPerVariant: boolean;
    variants: { size: string; color: string; stock: number; sku: string | null }[];
  }>(`/api/products/${productId}`);
}

/** A new staff member of `role`, made by the owner: their e-mail and password. */
export async function staffMember(role: StaffRole, name: string) {
  const email = newEmail(name.split(' ')[0]!.toLowerCase());
  const { _id } = await call<{ _id: string }>('/api/users', {
    method: 'POST',
    body: JSON.stringify({ username: name, email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  await call(`/api/users/${_id}`, {
    method: 'PUT',
    token: await ownerToken(),
    body: JSON.stringify({ role }),
  });
  return { email, password: PASSWORD };
}
