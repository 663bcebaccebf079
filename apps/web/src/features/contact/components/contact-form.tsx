import { CONTACT_FAILED, CONTACT_SENT } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { EmailField, PhoneField, TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendContactMessage } from '../api/send-contact-message';

const loadContactSchema = () => import('@adepa/contract/contact').then((m) => m.contactSchema);

const MESSAGE_MAX = 5000;

/** Name, e-mail, phone and message, checked by the api's own schema; on success, home. */
export function ContactForm() {
  const form = useSchemaForm(loadContactSchema, { name: '', email: '', contact: '', message: '' });
  const send = useSendContactMessage();
  const [, navigate] = useLocation();

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(CONTACT_SENT);
        navigate(paths.home());
      },
      onError: (error) => {
        toast.error(CONTACT_FAILED);
        if (error instanceof ApiError) form.setServerErrors(error.fields);
      },
    }),
  );

  const message = form.field('message');
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted">All fields are required.</p>
      <TextField
        {...form.field('name')}
        label="Your name"
        autoComplete="name"
        aria-required="true"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField {...form.field('email')} label="Email" aria-required="true" />
        <PhoneField
          {...form.field('contact')}
          label="Phone number"
          aria-required="true"
          hint="10 digits, or +233 and 9 digits"
        />
      </div>
      <TextareaField
        {...message}
        label="Message"
        rows={6}
        max={message.value.length > MESSAGE_MAX - 500 ? MESSAGE_MAX : undefined}
        aria-required="true"
      />
      <div>
        <Button
          type="submit"
          disabled={send.isPending}
          className="min-h-12 w-full px-8 text-base sm:w-auto"
        >
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
