import { type ImageKind, MAX_FILES_PER_UPLOAD, type UploadedImage } from '@adepa/contract/images';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkImage, fitImage } from './image-checks';
import { sendImage } from './send-image';

// The pictures a form has picked, each with its own check, preview and (when `upload` is on) its
// own upload request and progress. The form reads `uploaded` (or `readyFiles`) and `busy`.

type PickedStatus = 'checking' | 'invalid' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export type PickedImage = {
  id: string;
  file: File;
  preview: string;
  status: PickedStatus;
  /** The limit it breaks (invalid) or the server's or network's error (failed). */
  problem?: string;
  /** It breaks a limit but the browser can shrink or convert it. */
  fixable: boolean;
  progress: number;
  result?: UploadedImage;
  /** "Resized from 4032 x 3024": shown after a fix. */
  note?: string;
};

type Options = {
  kind: ImageKind;
  /** Several pictures, or one that a new pick replaces. */
  multiple: boolean;
  /** Send each valid picture at once (the create forms); off for forms that send base64. */
  upload: boolean;
  max?: number;
};

let nextId = 1;

export function usePickedImages({ kind, multiple, upload, max = MAX_FILES_PER_UPLOAD }: Options) {
  const [items, setItems] = useState<PickedImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const aborts = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const patch = useCallback((id: string, change: Partial<PickedImage>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const startUpload = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      aborts.current.set(id, controller);
      patch(id, { status: 'uploading', progress: 0, problem: undefined });
      sendImage(file, kind, (progress) => patch(id, { progress }), controller.signal)
        .then((result) => patch(id, { status: 'uploaded', progress: 1, result }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') patch(id, { status: 'failed', problem: error.message });
        })
        .finally(() => aborts.current.delete(id));
    },
    [kind, patch],
  );

  const check = useCallback(
    async (id: string, file: File) => {
      const { problem, fixable } = await checkImage(file, kind);
      if (problem) {
        patch(id, { status: 'invalid', problem, fixable });
      } else if (upload) {
        startUpload(id, file);
      } else {
        patch(id, { status: 'ready', problem: undefined });
      }
    },
    [kind, upload, patch, startUpload],
  );

  function preview(file: File): string {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  }

  function forget(item: PickedImage) {
    aborts.current.get(item.id)?.abort();
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
  }

  function add(files: Iterable<File>) {
    const picked = [...files];
    if (picked.length === 0) return;
    const room = multiple ? max - items.length : 1;
    const taken = picked.slice(0, Math.max(room, 0));
    setNotice(
      taken.length < picked.length
        ? `You can add at most ${max} pictures. ${picked.length - taken.length} were left out.`
        : null,
    );
    const added = taken.map<PickedImage>((file) => ({
      id: `picked-${nextId++}`,
      file,
      preview: preview(file),
      status: 'checking',
      fixable: false,
      progress: 0,
    }));
    if (!multiple) for (const item of items) forget(item);
    setItems((current) => (multiple ? [...current, ...added] : added));
    for (const item of added) void check(item.id, item.file);
  }

  function remove(id: string) {
    const item = items.find((candidate) => candidate.id === id);
    if (item) forget(item);
    setItems((current) => current.filter((candidate) => candidate.id !== id));
    setNotice(null);
  }

  /** Shrinks or converts a picture that breaks a limit, then checks (and uploads) it again. */
  async function fix(id: string) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return;
    patch(id, { status: 'checking', problem: undefined });
    try {
      const before = await createImageBitmap(item.file);
      const note = `Resized from ${before.width} x ${before.height}`;
      before.close();
      const file = await fitImage(item.file, kind);
      URL.revokeObjectURL(item.preview);
      patch(id, { file, preview: preview(file), note });
      await check(id, file);
    } catch (error) {
      patch(id, { status: 'invalid', problem: (error as Error).message, fixable: false });
    }
  }

  function retry(id: string) {
    const item = items.find((candidate) => candidate.id === id);
    if (item) startUpload(id, item.file);
  }

  function clear() {
    for (const item of items) forget(item);
    setItems([]);
    setNotice(null);
  }

  useEffect(() => {
    const pending = aborts.current;
    const urls = previews.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const derived = useMemo(
    () => ({
      uploaded: items.flatMap((item) => (item.result ? [item.result] : [])),
      readyFiles: items.flatMap((item) => (item.status === 'ready' ? [item.file] : [])),
      busy: items.some((item) => item.status === 'checking' || item.status === 'uploading'),
      /** Pictures still listed that will not be saved: broken limits or failed uploads. */
      blocked: items.filter((item) => item.status === 'invalid' || item.status === 'failed').length,
    }),
    [items],
  );

  return { kind, multiple, upload, max, items, notice, add, remove, fix, retry, clear, ...derived };
}

export type PickedImages = ReturnType<typeof usePickedImages>;
