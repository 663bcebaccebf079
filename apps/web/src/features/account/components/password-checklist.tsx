import { passwordProblems } from '@adepa/contract/password-rule';
import { DotIcon } from '../../../components/ui/control-icons';
import { CheckIcon } from '../../../components/ui/icons';

// The password rule as a live checklist, so nobody has to guess why a password is refused. The
// five messages come from the shared rule itself (the zod-free part the schemas apply, so the
// checklist renders before the form's schema loads): an empty password fails every part.
const RULES = passwordProblems('');

export function isRuleMessage(message: string | undefined): boolean {
  return message !== undefined && RULES.includes(message);
}

type PasswordChecklistProps = {
  id: string;
  value: string;
  /** After the field was left or a submit was tried: parts still unmet turn red. */
  showMissing: boolean;
};

export function PasswordChecklist({ id, value, showMissing }: PasswordChecklistProps) {
  const unmet = new Set(passwordProblems(value));
  return (
    <div id={id} className="mt-2">
      <p className="sr-only">Your password needs:</p>
      <ul className="grid gap-1 text-sm">
        {RULES.map((rule) => {
          const met = !unmet.has(rule);
          const tone = met ? 'text-green' : showMissing ? 'text-red' : 'text-muted';
          return (
            <li key={rule} className={`flex items-start gap-2 ${tone}`}>
              {met ? (
                <CheckIcon className="mt-0.5 size-4 shrink-0" />
              ) : (
                <DotIcon className="mt-0.5 size-4 shrink-0" />
              )}
              <span>
                {rule}
                <span className="sr-only">{met ? ' (done)' : ' (still needed)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
