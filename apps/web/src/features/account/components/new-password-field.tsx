import { PasswordField } from '../../../components/ui/password-field';
import type { FieldProps } from '../../../lib/use-schema-form';
import { isRuleMessage, PasswordChecklist } from './password-checklist';

type NewPasswordFieldProps = FieldProps & {
  label: string;
  /** Show the rule checklist only once something is typed (optional passwords). */
  checklistWhenEmpty?: boolean;
};

/**
 * A password being chosen: the rule's parts show as a checklist under the field, so the field's
 * own message line only carries the others ('Password is required', too long).
 */
export function NewPasswordField({
  label,
  error,
  checklistWhenEmpty = true,
  ...field
}: NewPasswordFieldProps) {
  const fromRule = isRuleMessage(error);
  const showChecklist = checklistWhenEmpty || field.value !== '';
  return (
    <PasswordField
      {...field}
      label={label}
      autoComplete="new-password"
      error={fromRule ? undefined : error}
      invalid={fromRule}
      below={
        showChecklist
          ? (id) => (
              <PasswordChecklist id={id} value={field.value} showMissing={error !== undefined} />
            )
          : undefined
      }
    />
  );
}
