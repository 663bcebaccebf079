import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { shop } from '../../../lib/shop-settings';

/**
 * Ten recovery codes, shown once: each opens the account once without the phone. They can be
 * copied or saved as a text file before the staff member says they have kept them.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${shop.name}: recovery codes for two-step sign-in (each works once)\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('The codes could not be copied: select them and copy them yourself.'),
    );

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  };

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <div>
        <h2 id="recovery-codes-title" className="text-lg font-bold">
          Save your recovery codes
        </h2>
        <p className="mt-1 text-muted">
          If you lose your phone, each of these codes lets you log in once instead of the code from
          the app. Keep them somewhere safe, away from your phone: they are shown only now.
        </p>
      </div>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-cream p-4 font-mono text-base sm:grid-cols-2 sm:text-lg">
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy} className="min-h-12">
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={download} className="min-h-12">
          Download as a file
        </Button>
        <Button type="button" onClick={onDone} className="min-h-12">
          I have saved them
        </Button>
      </div>
    </section>
  );
}
