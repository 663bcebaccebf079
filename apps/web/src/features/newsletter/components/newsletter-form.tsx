import { INVALID_EMAIL, SUBSCRIBE_SENT } from '@adepa/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { subscribe } from '../api/subscription';

// The footer's form, on every page: a small regex instead of the zod schema keeps it out of the
// first download, and the server (which runs the schema) has the last word. Its 400 shows under
// the field and, like every other failure, in a toast.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail input's id: the "subscribe again" links of the newsletter pages focus it. */
export const NEWSLETTER_INPUT_ID = 'newsletter-email';

export function NewsletterForm() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!EMAIL.test(email)) {
      setError(INVALID_EMAIL);
      input.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      await subscribe(email);
      toast.success(SUBSCRIBE_SENT);
      form.reset();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : INVALID_EMAIL;
      toast.error(message);
      if (failure instanceof ApiError && failure.status === 400) setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={NEWSLETTER_INPUT_ID} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={NEWSLETTER_INPUT_ID}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => error && setError('')}
          className="h-12 w-full min-w-0 rounded-full border border-white/25 bg-white px-5 text-base text-ink placeholder:text-muted sm:flex-1"
        />
        <Button type="submit" disabled={busy} className="min-h-12 px-7">
          {busy ? 'Processing...' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="mt-2 pl-4 text-sm font-semibold text-[#ffb4ab]">
          {error}
        </p>
      )}
    </form>
  );
}
