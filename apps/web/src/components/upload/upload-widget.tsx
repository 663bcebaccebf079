import { IMAGE_LIMITS } from '@adepa/contract/images';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatBytes } from './image-checks';
import { PickedImageCard } from './picked-image-card';
import type { PickedImages } from './use-picked-images';

// The shop's own picture picker (in place of the old image host's widget): choose or drop
// pictures, see them, drop one before saving. `accept="image/*"` without `capture` lets a phone
// offer its camera beside the gallery. What happens to a picked picture (uploaded at once, or
// kept for a base64 save) is the hook's business; this only shows it.

type UploadWidgetProps = {
  images: PickedImages;
  label: string;
  /** The pick button's text ("Upload Image"). */
  buttonText?: string;
  /** A form-level message about the pictures ("Product image is required"). */
  error?: string;
};

export function UploadWidget({ images, label, buttonText, error }: UploadWidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const { maxBytes, maxSide } = IMAGE_LIMITS[images.kind];
  const full = images.multiple && images.items.length >= images.max;
  const hint = `JPEG, PNG or WebP, up to ${formatBytes(maxBytes)} and ${maxSide} x ${maxSide} pixels${
    images.multiple ? ` each; up to ${images.max} pictures` : ''
  }. Bigger photos can be resized here.`;

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    images.add(event.dataTransfer.files);
  }

  return (
    <fieldset aria-describedby={`${id}-hint`} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut for the button inside. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1.5 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging
            ? 'border-green bg-green-soft'
            : error
              ? 'border-red bg-white'
              : 'border-field bg-white'
        }`}
      >
        <PictureIcon />
        <button
          type="button"
          disabled={full}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-green px-6 text-base font-semibold text-white hover:bg-green-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {buttonText ?? (images.multiple ? 'Choose pictures' : 'Choose a picture')}
        </button>
        <p className="hidden text-sm text-muted sm:block">or drop them here</p>
        <p id={`${id}-hint`} className="max-w-md text-xs text-muted">
          {hint}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple={images.multiple}
          hidden
          aria-label={label}
          onChange={(event) => {
            if (event.target.files) images.add(event.target.files);
            event.target.value = ''; // Picking the same file again still counts.
          }}
        />
      </div>
      {images.notice && (
        <p role="alert" className="mt-2 text-sm font-medium text-red">
          {images.notice}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red">
          {error}
        </p>
      )}
      {images.items.length > 0 && (
        <ul
          aria-label={`Picked pictures (${images.items.length})`}
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {images.items.map((item, index) => (
            <PickedImageCard
              key={item.id}
              item={item}
              main={images.multiple && images.kind === 'product' && index === 0}
              uploads={images.upload}
              onRemove={() => images.remove(item.id)}
              onFix={() => void images.fix(item.id)}
              onRetry={() => images.retry(item.id)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function PictureIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      className="size-10 text-green"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="6" y="9" width="36" height="30" rx="5" />
      <circle cx="17" cy="19" r="3.5" />
      <path d="m6 33 10-9 8 7 6-5 12 10" />
    </svg>
  );
}
