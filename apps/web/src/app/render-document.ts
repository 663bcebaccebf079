import { PassThrough } from 'node:stream';
import type { RenderedPage } from '@adepa/contract/page-render';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

// The server's half of a page once its data is read: the whole document, rendered before any byte
// of it is sent, so its status is known first. It is rendered to one string when nothing in it
// waits, else as a stream that waits for what it needs.

const RENDER_TIMEOUT_MS = 10_000;

/** What rendering the page decided: its status, or a redirect; whether it is the same for all. */
type Outcome = { status: number; location?: string; shared?: boolean; stockInFull?: string[] };

// What React's string renderer writes for a part it could not render (a part that waited or
// failed), for the browser to render instead. Text and the page's data never hold it: `<` in them
// is escaped.
const CLIENT_RENDERED_PART = '<!--$!-->';

/**
 * The whole document, rendered to one string in one pass when nothing in it waits: once a page's
 * module has loaded and its data been read, nothing does. React's string renderer writes no bytes
 * until the end, where its stream renderer encodes each of a page's thousands of small pieces as
 * it goes, a quarter of the render of a shop page. A page that waited for something (its module's
 * first load since the start) or whose parts failed (the string renderer says nothing of why) is
 * rendered again by the stream renderer, which waits for what it needs and tells each failure.
 */
export function renderDocument(
  page: ReactNode,
  onError: ((error: unknown) => void) | undefined,
  outcome: () => Outcome,
): Promise<RenderedPage> {
  let html: string | undefined;
  try {
    html = renderToString(page);
  } catch {
    // The document itself waited or failed: the stream renderer waits for it, or tells why.
  }
  if (html === undefined || html.includes(CLIENT_RENDERED_PART)) {
    return renderComplete(page, onError, outcome);
  }
  const { status, location, shared = false, stockInFull } = outcome();
  if (location) return Promise.resolve({ status: 302, location });
  // The stream renderer starts a document whose root is <html> with its doctype; so does this.
  const document = html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html;
  return Promise.resolve({ status, shared, stockInFull, body: onceOnly(Buffer.from(document)) });
}

async function* onceOnly(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * Resolves once the whole document is rendered, so the status is known before any byte goes.
 * A part that failed (rendered by the browser instead) is told to `onError`; a failure of the
 * whole document rejects, and is told by whoever asked for the page, so it is logged once.
 */
function renderComplete(
  page: ReactNode,
  onError: ((error: unknown) => void) | undefined,
  outcome: () => Outcome,
): Promise<RenderedPage> {
  // React tells onError of every failure, the document's own included, before onShellError.
  const partFailures: unknown[] = [];
  const tell = (except?: unknown) => {
    for (const error of partFailures) if (error !== except) onError?.(error);
  };
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      // Every part in its place in the document: React would otherwise send a large finished
      // part after the rest with an inline script to move it, which the page's CSP (and a
      // browser without JavaScript) would never run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        tell();
        const { status, location, shared = false, stockInFull } = outcome();
        if (location) {
          stream.abort();
          resolve({ status: 302, location });
          return;
        }
        const body = new PassThrough();
        stream.pipe(body);
        resolve({ status, body, shared, stockInFull });
      },
      onShellError(error) {
        clearTimeout(timer);
        tell(error);
        reject(error);
      },
      onError(error) {
        partFailures.push(error);
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('Rendering took too long')),
      RENDER_TIMEOUT_MS,
    );
  });
}
