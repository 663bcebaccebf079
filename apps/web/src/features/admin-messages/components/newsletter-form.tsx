import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendNewsletter, useSubscriberCount } from '../api/newsletter-api';

// The messages page also lists contact messages: zod loads once the form is first used.
const loadNewsletterSchema = () =>
  import('@adepa/contract/newsletter').then((m) => m.newsletterSchema);

/** Subject and message for every confirmed subscriber; the owner sees how many will get it. */
export function NewsletterForm() {
  const count = useSubscriberCount();
  const send = useSendNewsletter();
  const form = useSchemaForm(loadNewsletterSchema, { subject: '', body: '' });
  const recipients = count.data?.verified;

  const onSubmit = form.handleSubmit((newsletter) =>
    send.mutate(newsletter, {
      onSuccess: (result) => {
        toast.success(result.message);
        form.reset();
      },
      onError: (error) => showFailure(error, form.setServerErrors),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Send a newsletter"
      className="grid max-w-2xl gap-5 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <StatusMessage>
        {recipients === undefined
          ? 'Counting subscribers...'
          : `This newsletter will go to ${recipients} confirmed subscriber${recipients === 1 ? '' : 's'}${
              count.data?.pending
                ? ` (${count.data.pending} more have not confirmed yet and will not get it)`
                : ''
            }.`}
      </StatusMessage>
      <TextField {...form.field('subject')} label="Subject" maxLength={200} required />
      <TextareaField {...form.field('body')} label="Message" max={20_000} rows={10} />
      <p className="text-sm text-muted">
        Leave an empty line between paragraphs. Each mail ends with its own unsubscribe link.
      </p>
      <Button
        type="submit"
        disabled={send.isPending || recipients === 0}
        className="justify-self-start"
      >
        {send.isPending ? 'Sending...' : 'Send Newsletter'}
      </Button>
    </form>
  );
}
