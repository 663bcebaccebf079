import { INVALID_EMAIL, SUBSCRIBE_SENT } from '@adepa/contract/messages';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { subscribe } from '../api/subscription';

// The footer's form, on every page: its schema (and zod) loads once the field is first used, not
// with the page. A failure shows in a toast, and a 400's words under the field as well.

const loadSubscribeSchema = () =>
  import('@adepa/contract/newsletter').then((m) => m.subscribeSchema);

/** The e-mail input's id: the "subscribe again" links of the newsletter pages focus it. */
export const NEWSLETTER_INPUT_ID = 'newsletter-email';

export function NewsletterForm() {
  const form = useSchemaForm(loadSubscribeSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const { error, ...email } = form.field('email');

  const onSubmit = form.handleSubmit(async (body) => {
    if (busy) return;
    setBusy(true);
    try {
      await subscribe(body.email);
      toast.success(SUBSCRIBE_SENT);
      form.reset();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : INVALID_EMAIL;
      toast.error(message);
      if (failure instanceof ApiError && failure.status === 400) {
        form.setServerErrors({ email: message });
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={NEWSLETTER_INPUT_ID} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          {...email}
          id={NEWSLETTER_INPUT_ID}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
