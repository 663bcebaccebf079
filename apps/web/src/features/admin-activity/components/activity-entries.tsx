import type { ActivityEntry } from '@adepa/contract/activity';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { actionText, actorText, changeLines } from './entry-words';

/** Entries of the log, newest first: when, who, what, the fields before → after, and why. */
export function ActivityEntries({
  entries,
  showSubject = false,
}: {
  entries: ActivityEntry[];
  showSubject?: boolean;
}) {
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => {
        const note = entry.action === 'order.note';
        return (
          <li
            key={entry._id}
            className={`rounded-xl p-3 text-sm ${note ? 'bg-gold-soft' : 'bg-cream'}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-semibold">{actionText(entry)}</span>
              <time dateTime={entry.at} className="text-xs text-muted">
                {formatDateTime(entry.at)}
              </time>
            </div>
            <p className="mt-0.5 text-xs text-muted">
              By {actorText(entry)}
              {showSubject && <SubjectLink subject={entry.subject} />}
            </p>
            {entry.reason && (
              <p className={`mt-2 break-words ${note ? 'whitespace-pre-line text-ink' : ''}`}>
                {note ? entry.reason : `Reason: ${entry.reason}`}
              </p>
            )}
            {changeLines(entry).length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {changeLines(entry).map(({ label, text }) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="min-w-0 break-words font-medium">{text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** What an entry is about, as a link to its page where it has one ("· Order", "· Product"). */
function SubjectLink({ subject }: { subject: string }) {
  const [kind = '', id = ''] = subject.split(':');
  const pages: Record<string, [string, string]> = {
    order: ['Order', paths.admin.order(id)],
    product: ['Product', paths.admin.updateProduct(id)],
    category: ['Category', paths.admin.updateCategory(id)],
    user: ['Account', paths.admin.users()],
    delivery: ['Delivery fees', paths.admin.deliveryFees()],
    newsletter: ['Newsletter', paths.admin.newsletter()],
    backup: ['Backups', paths.admin.dashboard()],
  };
  const page = pages[kind];
  if (!page) return <> · {subject}</>;
  return (
    <>
      {' · '}
      <Link href={page[1]} className="font-semibold text-green underline underline-offset-2">
        {page[0]}
      </Link>
    </>
  );
}
