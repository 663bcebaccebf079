import { useState } from 'react';
import { CheckIcon, CloseIcon } from '../ui/icons';
import { formatBytes } from './image-checks';
import type { PickedImage } from './use-picked-images';

type PickedImageCardProps = {
  item: PickedImage;
  /** Marks the first picture of a product, the one the shop shows on its card. */
  main: boolean;
  uploads: boolean;
  onRemove: () => void;
  onFix: () => void;
  onRetry: () => void;
};

export function PickedImageCard({
  item,
  main,
  uploads,
  onRemove,
  onFix,
  onRetry,
}: PickedImageCardProps) {
  const [broken, setBroken] = useState(false);
  const name = item.file.name || 'picture';
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-line">
      <div className="relative aspect-square bg-cream">
        {broken ? (
          <span className="grid size-full place-items-center p-2 text-center text-xs text-muted">
            No preview
          </span>
        ) : (
          <img
            src={item.preview}
            alt=""
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        )}
        {main && (
          <span className="absolute top-2 left-2 rounded-full bg-green px-2 py-0.5 text-xs font-bold text-white">
            Main
          </span>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="absolute top-1 right-1 grid size-11 place-items-center rounded-full"
        >
          <span className="grid size-8 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line">
            <CloseIcon className="size-4" />
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5 text-xs">
        <p className="truncate font-semibold text-ink" title={name}>
          {name}
        </p>
        <p className="text-muted">
          {formatBytes(item.file.size)}
          {item.note && ` · ${item.note}`}
        </p>
        {item.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={`Uploading ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-green-soft"
          >
            <div className="h-full bg-green transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p aria-live="polite" className="empty:hidden">
          {item.status === 'checking' && <span className="text-muted">Checking…</span>}
          {item.status === 'uploading' && <span className="text-muted">Uploading {percent}%</span>}
          {item.status === 'uploaded' && (
            <span className="inline-flex items-center gap-1 font-semibold text-green">
              <CheckIcon className="size-4" /> Uploaded
            </span>
          )}
          {item.status === 'ready' && (
            <span className="inline-flex items-center gap-1 font-semibold text-green">
              <CheckIcon className="size-4" /> Ready to save
            </span>
          )}
          {item.problem && <span className="font-medium text-red">{item.problem}</span>}
        </p>
        {item.status === 'invalid' && item.fixable && (
          <CardAction onClick={onFix} name={name}>
            {uploads ? 'Resize and upload' : 'Resize to fit'}
          </CardAction>
        )}
        {item.status === 'failed' && (
          <CardAction onClick={onRetry} name={name}>
            Try again
          </CardAction>
        )}
      </div>
    </li>
  );
}

function CardAction({
  onClick,
  name,
  children,
}: {
  onClick: () => void;
  /** The file's name, for assistive technology: "Try again photo.jpg". */
  name: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-auto min-h-11 rounded-full border border-green px-3 text-sm font-semibold text-green hover:bg-green-soft"
    >
      {children}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
