import type { ContactMessage } from '@adepa/contract/contact';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { useMarkHandled } from '../api/messages-api';

/** Messages from the contact form as cards: who, how to answer them, what they wrote. */
export function MessageList({ messages }: { messages: ContactMessage[] }) {
  const mark = useMarkHandled();
  const toggle = (message: ContactMessage) =>
    mark.mutate(
      { id: message._id, handled: !message.handled },
      {
        onError: (error) => toast.error(failureText(error)),
      },
    );

  return (
    <ul aria-label="Messages" className="grid gap-3">
      {messages.map((message) => (
        <li
          key={message._id}
          className={`rounded-2xl bg-white p-4 ring-1 sm:p-5 ${message.handled ? 'ring-line opacity-80' : 'ring-gold'}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="font-bold">{message.name}</h2>
            <p className="text-sm text-muted">{formatDate(message.date)}</p>
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <a
              className="min-h-11 content-center font-semibold text-green underline"
              href={`mailto:${message.email}`}
            >
              {message.email}
            </a>
            <a
              className="min-h-11 content-center font-semibold text-green underline"
              href={`tel:${message.contact.replace(/[^\d+]/g, '')}`}
            >
              {message.contact}
            </a>
          </p>
          <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
          <div className="mt-3 flex items-center justify-between gap-3">
            <span
              className={`text-sm font-semibold ${message.handled ? 'text-green' : 'text-red'}`}
            >
              {message.handled ? 'Handled' : 'Waiting for an answer'}
            </span>
            <Button
              variant={message.handled ? 'ghost' : 'secondary'}
              disabled={mark.isPending && mark.variables?.id === message._id}
              onClick={() => toggle(message)}
              aria-label={`${message.handled ? 'Mark as not handled' : 'Mark as handled'}: message from ${message.name}`}
            >
              {message.handled ? 'Mark as not handled' : 'Mark as handled'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
