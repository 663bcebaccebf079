import { Button } from './button';

// The foot of a back-office form: the message of a failure that belongs to no one field, and its
// submit button, kept in reach at the bottom of a phone's screen while the form scrolls. While
// saving, the button says what it is doing (Creating..., Updating..., Saving...). While the bar is
// on screen, the page keeps a field reached by Tab clear of it (styles.css, `save-bar`).

const doing = { Create: 'Creating...', Update: 'Updating...', Save: 'Saving...' };

type SaveBarProps = {
  /** What the button does, starting with its verb ("Create Product"). */
  text: `${keyof typeof doing} ${string}`;
  busy: boolean;
  /** Pictures still uploading: saving now would leave them out. */
  waiting?: boolean;
  failure?: string | null;
};

export function SaveBar({ text, busy, waiting = false, failure = null }: SaveBarProps) {
  const verb = text.slice(0, text.indexOf(' ')) as keyof typeof doing;
  return (
    <>
      <FormFailure message={failure} />
      <div className="save-bar sticky bottom-0 z-10 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button
          type="submit"
          disabled={busy || waiting}
          className="min-h-12 w-full text-base sm:w-auto sm:min-w-56"
        >
          {busy ? doing[verb] : waiting ? 'Waiting for pictures…' : text}
        </Button>
      </div>
    </>
  );
}

function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl bg-red/5 px-4 py-3 text-sm font-medium text-red ring-1 ring-red/30"
    >
      {message}
    </p>
  );
}
