/** A labelled checkbox, tall enough to tap, with an optional hint under its label. */
export function CheckboxField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  name?: string;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        type="checkbox"
        name={props.name}
        className="mt-0.5 size-5 shrink-0 accent-green"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        <span className="block font-semibold">{props.label}</span>
        {props.hint && <span className="block text-sm text-muted">{props.hint}</span>}
      </span>
    </label>
  );
}
