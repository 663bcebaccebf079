import type { RenderedPage } from '@adepa/contract/page-render';
import { createElement as h, lazy, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDocument } from './render-document';

// A document is sent whole: what it waits for is waited for, a part that fails is told once and
// left for the browser, and the status and redirect are those decided while it rendered.

async function htmlOf(page: RenderedPage): Promise<string> {
  if (!('body' in page)) throw new Error(`a redirect to ${page.location}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of page.body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const documentOf = (body: ReactNode) =>
  h('html', null, h('head', null, h('title', null, 'Shop')), h('body', null, body));

const ok = () => ({ status: 200, shared: true });

describe('a document rendered on the server', () => {
  it('is whole, with its doctype, when nothing in it waits', async () => {
    const onError = vi.fn();
    const page = await renderDocument(documentOf(h('p', null, 'Kente cloth')), onError, ok);
    expect(page).toMatchObject({ status: 200, shared: true });
    const html = await htmlOf(page);
    expect(html).toMatch(/^<!DOCTYPE html><html><head>.*<title>Shop<\/title>/);
    expect(html).toContain('<p>Kente cloth</p></body></html>');
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits for a part that is not loaded yet, and then renders the same at once', async () => {
    let loads = 0;
    const Later = lazy(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: () => h('p', null, 'Loaded part') };
    });
    const tree = documentOf(h(Suspense, { fallback: h('p', null, 'Loading') }, h(Later)));
    const first = await htmlOf(await renderDocument(tree, undefined, ok));
    const again = await htmlOf(await renderDocument(tree, undefined, ok));
    expect(first).toContain('<p>Loaded part</p>');
    expect(first).not.toContain('Loading');
    expect(again).toBe(first);
    expect(loads).toBe(1);
  });

  it('tells each failed part once and leaves it for the browser to render', async () => {
    const onError = vi.fn();
    const Broken = () => {
      throw new Error('reviews broke');
    };
    const tree = documentOf(
      h(
        'main',
        null,
        h('h1', null, 'Basket'),
        h(Suspense, { fallback: h('p', null, '…') }, h(Broken)),
      ),
    );
    const html = await htmlOf(await renderDocument(tree, onError, ok));
    expect(html).toContain('<h1>Basket</h1>');
    expect(html).toContain('<!--$!-->');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'reviews broke' });
  });

  it('rejects when the document itself fails, without telling it as a part', async () => {
    const onError = vi.fn();
    const Broken = () => {
      throw new Error('the page broke');
    };
    await expect(renderDocument(documentOf(h(Broken)), onError, ok)).rejects.toThrow(
      'the page broke',
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers with the status and the redirect decided while it rendered', async () => {
    const decided: { status: number; location?: string } = { status: 200 };
    const NotFound = () => {
      decided.status = 404;
      return h('p', null, 'Not found');
    };
    const missing = await renderDocument(documentOf(h(NotFound)), undefined, () => decided);
    expect(missing.status).toBe(404);
    expect(await htmlOf(missing)).toContain('<p>Not found</p>');

    const Redirect = () => {
      decided.location = '/login';
      return null;
    };
    expect(await renderDocument(documentOf(h(Redirect)), undefined, () => decided)).toEqual({
      status: 302,
      location: '/login',
    });
  });
});
