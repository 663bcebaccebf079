import { INVALID_EMAIL } from '@adepa/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The subscribe call (POST /api/email/subscription/subscribe/add-email) arrives with the
// newsletter feature. Until then the form only checks the address: it claims no success it has
// not had, and `busy` turns true only around a real request.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewsletterForm() {
  const [error, setError] = useState('');
  const [busy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setError(EMAIL.test(email) ? '' : INVALID_EMAIL);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
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
