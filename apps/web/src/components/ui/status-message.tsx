import type { ReactNode } from 'react';

type StatusMessageProps = {
  tone?: 'info' | 'error';
  children: ReactNode;
  action?: ReactNode;
};

/** A calm box for empty lists and failed loads, with an optional way out (Try again, Go home). */
export function StatusMessage({ tone = 'info', children, action }: StatusMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-10 text-center ${
        tone === 'error' ? 'border-red/40 bg-red/5' : 'border-line bg-white'
      }`}
    >
      <p className={`text-base font-medium ${tone === 'error' ? 'text-red' : 'text-muted'}`}>
        {children}
      </p>
      {action}
    </div>
  );
}
