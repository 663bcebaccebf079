import { CloseIcon } from './icons';

/** The cross that closes a panel or a sheet, named by `label` ("Close menu"). */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-green-soft"
    >
      <CloseIcon />
    </button>
  );
}
