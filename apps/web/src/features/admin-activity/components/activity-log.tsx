import { ACTIVITY_ACTIONS, ACTIVITY_FILTERS } from '@adepa/contract/activity';
import { STAFF_ROLE_LABELS } from '@adepa/contract/staff';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PagedFooter } from '../../../components/ui/paged-footer';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { listPage } from '../../../lib/use-page-param';
import { activityQuery, useActivity } from '../api/activity-api';
import { ActivityEntries } from './activity-entries';

// The owner's whole activity log, newest first, filtered by person, kind of change and days. The
// filters live in the address, so a reload or a link shows the same entries.

const FILTERS = ACTIVITY_FILTERS;

export function ActivityLog() {
  const [params, setParams] = useSearchParams();
  const page = listPage(params);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? '']));
  const log = useActivity(activityQuery({ ...filters, page }));

  const set = (name: (typeof FILTERS)[number] | 'page', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && !(name === 'page' && value === '1')) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  return (
    <div className="grid gap-5">
      <search
        aria-label="Filter the log"
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      >
        <Choice label="Person" value={filters.actor!} onChange={(v) => set('actor', v)}>
          <option value="">Everyone</option>
          {log.data?.actors.map((actor) => (
            <option key={actor._id} value={actor._id ?? ''}>
              {actor.role ? `${actor.name} (${STAFF_ROLE_LABELS[actor.role]})` : actor.name}
            </option>
          ))}
        </Choice>
        <Choice label="Kind of change" value={filters.action!} onChange={(v) => set('action', v)}>
          <option value="">Every kind</option>
          {Object.entries(ACTIVITY_ACTIONS).map(([action, text]) => (
            <option key={action} value={action}>
              {text}
            </option>
          ))}
        </Choice>
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => set('to', event.target.value)}
        />
      </search>
      {log.isError ? (
        <PageLoadError />
      ) : !log.data ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : (
        <section aria-label="Entries" className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
          <p role="status" className="mb-3 text-sm font-semibold text-muted">
            {log.data.count === 1
              ? '1 change'
              : `${log.data.count.toLocaleString('en-GH')} changes`}
          </p>
          {log.data.entries.length === 0 ? (
            <p className="text-sm text-muted">No changes match.</p>
          ) : (
            <ActivityEntries entries={log.data.entries} showSubject />
          )}
          <PagedFooter
            page={page}
            pages={log.data.numberOfPages}
            label="Activity log pages"
            onPage={(next) => set('page', String(next))}
            onEnd={() => toast.error('There are no more changes.')}
          />
        </section>
      )}
    </div>
  );
}

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 h-12 w-full rounded-xl border border-field bg-white px-3 text-base text-ink"
      >
        {children}
      </select>
    </div>
  );
}
