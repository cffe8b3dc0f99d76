import ReactSelect from "react-select";
import type { SelectOption } from "./select-option";

/**
 * The several-at-once sibling of searchable-select.client.tsx, with its look (the same class names).
 * react-select writes one hidden input named `name` per chosen value, and one empty one when none
 * is chosen: what the checkboxes it stands for post.
 */

export type SearchableMultiSelectProps = {
  id: string;
  name: string;
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder: string;
  noOptionsMessage: string;
  invalid?: boolean;
  describedBy?: string;
};

export default function SearchableMultiSelect(props: SearchableMultiSelectProps) {
  return (
    <ReactSelect<SelectOption, true>
      isMulti
      inputId={props.id}
      instanceId={props.id}
      name={props.name}
      options={props.options}
      value={props.options.filter((option) => props.values.includes(option.value))}
      onChange={(chosen) => props.onChange(chosen.map((option) => option.value))}
      placeholder={props.placeholder}
      noOptionsMessage={() => props.noOptionsMessage}
      closeMenuOnSelect={false}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className="react-select"
      classNamePrefix="react-select"
      menuPlacement="auto"
    />
  );
}
