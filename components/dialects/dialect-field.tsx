import { Field, Select } from "@/components/ui/field";
import { dialectChoices } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";

/** The dialects a person can pick, in the registry's order, as the picker names them. */
const dialectOptions = dialectChoices();

/** A labelled choice of dialect, every form's one way to pick the format actions are read in. */
export function DialectField({
  value,
  onChange,
  label = "Dialect",
  hint,
  disabled,
  className,
}: {
  value: DialectId;
  onChange: (dialect: DialectId) => void;
  label?: string;
  hint?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Field label={label} hint={hint} {...(className === undefined ? {} : { className })}>
      {(id) => (
        <Select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as DialectId)}
        >
          {dialectOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
