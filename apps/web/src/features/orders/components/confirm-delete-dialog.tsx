import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

type ConfirmDeleteDialogProps = {
  /** The order number being asked about; the dialog is open while there is one. */
  orderId: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// Asks before an order is deleted. A native modal <dialog>: focus stays inside (starting on
// Cancel, the safe choice), Escape cancels, and focus goes back to the Delete button on close.

export function ConfirmDeleteDialog({
  orderId,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (orderId && !dialog.open) dialog.showModal();
    if (!orderId && dialog.open) dialog.close();
  }, [orderId]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold">
          Delete this order?
        </h2>
        <p id={textId} className="mt-2 text-sm text-muted">
          Are you sure you want to delete this order
          {orderId && (
            <>
              {' '}
              (<strong className="font-semibold whitespace-nowrap text-ink">{orderId}</strong>)
            </>
          )}
          ? An order that has not been delivered yet is cancelled.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" autoFocus onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Yes, delete'}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
