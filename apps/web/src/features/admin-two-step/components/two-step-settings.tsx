import { SETUP_MINUTES, type TotpSetupReply, type TotpStatusReply } from '@adepa/contract/two-step';
import { type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { failureText } from '../../../lib/failure-text';
import { lazyNamed } from '../../../lib/lazy-named';
import { useConfirmKey, useNewKey, useRenewRecoveryCodes, useTurnOff } from '../api/two-step-api';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

// A staff member's own two-step sign-in, one step at a time: off (set it up), a new key to scan
// and confirm, the recovery codes shown once, and on (move to a new phone, new recovery codes,
// and for a desk, turning it off), each change after a current code.

/** The QR encoder loads only when a key is shown. */
const KeyQrCode = lazyNamed(() => import('./key-qr-code'), 'KeyQrCode');

type Purpose = 'move' | 'codes' | 'off';
type View =
  | { step: 'status' }
  | { step: 'prove'; purpose: Purpose }
  | { step: 'scan'; key: TotpSetupReply; moving: boolean }
  | { step: 'codes'; codes: string[] };

const PURPOSES: Record<Purpose, { label: string; submit: string; pending: string }> = {
  move: { label: 'Move to a new phone', submit: 'Continue', pending: 'Checking...' },
  codes: { label: 'New recovery codes', submit: 'Make new codes', pending: 'Making codes...' },
  off: { label: 'Turn off two-step sign-in', submit: 'Turn off', pending: 'Turning off...' },
};

export function TwoStepSettings({ status }: { status: TotpStatusReply }) {
  const [view, setView] = useState<View>({ step: 'status' });
  const newKey = useNewKey();
  const confirm = useConfirmKey();
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOff();
  const back = () => setView({ step: 'status' });

  if (view.step === 'codes') return <RecoveryCodes codes={view.codes} onDone={back} />;

  if (view.step === 'scan') {
    return (
      <Card title={view.moving ? 'Add the new key to your phone' : 'Set up two-step sign-in'}>
        <ol className="grid list-decimal gap-5 pl-5 marker:font-bold">
          <li>
            Install an authenticator app on your phone if it has none: Google Authenticator,
            Microsoft Authenticator or 2FAS, from the Play Store or the App Store.
          </li>
          <li className="grid gap-3">
            <span>Add this shop to the app: scan the QR code, or type the key.</span>
            <div className="flex flex-wrap items-center gap-4">
              <Suspense fallback={<div className="size-48 rounded-lg bg-cream" />}>
                <KeyQrCode uri={view.key.otpauthUri} />
              </Suspense>
              <div className="grid gap-2">
                <span className="text-sm font-semibold">Key</span>
                <code className="break-all rounded-lg bg-cream px-3 py-2 font-mono text-base tracking-wider">
                  {view.key.secret.match(/.{1,4}/g)?.join(' ')}
                </code>
                <a
                  href={view.key.otpauthUri}
                  className="inline-flex min-h-11 items-center font-semibold text-green underline-offset-4 hover:underline"
                >
                  On this phone? Open the key in the app
                </a>
              </div>
            </div>
          </li>
          <li>
            <CodeForm
              label="Confirm the new key"
              kind="new-key"
              submitText={view.moving ? 'Use the new key' : 'Turn on'}
              pendingText="Checking..."
              pending={confirm.isPending}
              onCode={(code) =>
                confirm.mutateAsync({ setupToken: view.key.setupToken, code }).then((reply) => {
                  toast.success(
                    view.moving ? 'Your new phone is set up' : 'Two-step sign-in is on',
                  );
                  setView({ step: 'codes', codes: reply.recoveryCodes });
                })
              }
              onCancel={back}
            >
              <p>
                Enter the 6-digit code the app now shows for this shop. Until you do, nothing
                changes; the key stops working after {SETUP_MINUTES} minutes.
              </p>
            </CodeForm>
          </li>
        </ol>
      </Card>
    );
  }

  if (view.step === 'prove') {
    const purpose = PURPOSES[view.purpose];
    const proved: Record<Purpose, (code: string) => Promise<unknown>> = {
      move: (code) =>
        newKey.mutateAsync({ code }).then((key) => setView({ step: 'scan', key, moving: true })),
      codes: (code) =>
        renew
          .mutateAsync({ code })
          .then((reply) => setView({ step: 'codes', codes: reply.recoveryCodes })),
      off: (code) =>
        turnOff.mutateAsync({ code }).then(() => {
          toast.success('Two-step sign-in is off');
          back();
        }),
    };
    return (
      <Card title={purpose.label}>
        <CodeForm
          label={purpose.label}
          kind="current"
          submitText={purpose.submit}
          pendingText={purpose.pending}
          pending={newKey.isPending || renew.isPending || turnOff.isPending}
          onCode={proved[view.purpose]}
          onCancel={back}
        >
          <p>First, enter the code your authenticator app shows now, or a recovery code.</p>
        </CodeForm>
      </Card>
    );
  }

  if (!status.enabled) {
    const start = () =>
      newKey.mutate(
        {},
        {
          onSuccess: (key) => setView({ step: 'scan', key, moving: false }),
          onError: (error) => toast.error(failureText(error)),
        },
      );
    return (
      <Card title="Two-step sign-in is off">
        <p>
          With it on, logging in takes your password and a 6-digit code from an app on your phone,
          so someone who learns your password still cannot get into the shop.
        </p>
        {status.required && (
          <p className="font-semibold text-ink">
            As an owner you can change prices, refunds and staff: please turn it on. Once on, it
            stays on.
          </p>
        )}
        <div>
          <Button onClick={start} disabled={newKey.isPending} className="min-h-12">
            {newKey.isPending ? 'Making a key...' : 'Set up two-step sign-in'}
          </Button>
        </div>
      </Card>
    );
  }

  const fewLeft = status.recoveryCodesLeft <= 3;
  return (
    <Card title="Two-step sign-in is on">
      <p>Each log-in asks for the code from your authenticator app after your password.</p>
      <p className={fewLeft ? 'font-semibold text-red' : undefined}>
        {status.recoveryCodesLeft} of 10 recovery codes left
        {fewLeft && ': make new ones before they run out.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="min-h-12"
          onClick={() => setView({ step: 'prove', purpose: 'move' })}
        >
          Move to a new phone
        </Button>
        <Button
          variant="secondary"
          className="min-h-12"
          onClick={() => setView({ step: 'prove', purpose: 'codes' })}
        >
          New recovery codes
        </Button>
        {!status.required && (
          <Button
            variant="ghost"
            className="min-h-12"
            onClick={() => setView({ step: 'prove', purpose: 'off' })}
          >
            Turn off
          </Button>
        )}
      </div>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid max-w-2xl gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
