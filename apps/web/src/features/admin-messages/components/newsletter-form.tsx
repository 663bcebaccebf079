import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSendNewsletter, useSubscriberCount } from '../api/newsletter-api';

/** Subject and message for every confirmed subscriber; the owner sees how many will get it. */
export function NewsletterForm() {
  const count = useSubscriberCount();
  const send = useSendNewsletter();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'body', string>>>({});
  const recipients = count.data?.verified;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(subject.trim() ? {} : { subject: 'Please write a subject' }),
      ...(body.trim() ? {} : { body: 'Please write the message' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    send.mutate(
      { subject, body },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setSubject('');
          setBody('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          toast.error(
            error instanceof ApiError ? error.message : 'Something went wrong, please try again',
          );
        },
      },
    );
  }

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
      <TextField
        label="Subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={errors.subject}
        maxLength={200}
        required
      />
      <TextareaField
        label="Message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        max={20_000}
        rows={10}
      />
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
