import sharp from 'sharp';
import { FAULT_SIZE } from './database.ts';

// The few shop calls the scenarios make as an admin, a shopper and a buyer.

export async function logIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  return { status: res.status, token: body.token };
}

/** Posts one 300 x 300 picture as the storefront's upload widget does; answers status and body. */
export async function uploadPicture(url: string, token: string) {
  const picture = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#0B6E4F' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('kind', 'product');
  form.append('file', new Blob([picture], { type: 'image/png' }), 'fan.png');
  const res = await fetch(`${url}/api/uploads/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

export async function statusOf(url: string, init?: RequestInit) {
  return (await fetch(url, init)).status;
}

/** The request a guest's checkout sends for one unit of the fault product, in its size. */
export const orderOfOne = (productId: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Fault Tester',
    phoneNumber: '0244550123',
    province: 'Ashanti',
    area: 'Adum',
    products: [{ _id: productId, qty: 1, productSize: FAULT_SIZE }],
  }),
});

/** The same, paid by Mobile Money from an MTN wallet. */
export const mobileMoneyOrderOfOne = (productId: string): RequestInit => ({
  ...orderOfOne(productId),
  body: JSON.stringify({
    ...JSON.parse(orderOfOne(productId).body as string),
    payment: { method: 'mobile_money', network: 'mtn', wallet: '0244550123' },
  }),
});

export function placeOrder(url: string, productId: string) {
  return statusOf(`${url}/api/orders/customer-order`, orderOfOne(productId));
}
