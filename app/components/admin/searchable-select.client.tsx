import ReactSelect from "react-select";
import type { SelectOption } from "./select-option";

/** Its hidden input carries `name`, so the form posts what the native select would. */

export type SearchableSelectProps = {
  id: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  clearable: boolean;
  placeholder: string;
  noOptionsMessage: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  errorId?: string;
};

export default function SearchableSelect(props: SearchableSelectProps) {
  return (
    <ReactSelect<SelectOption>
      inputId={props.id}
      instanceId={props.id}
      name={props.name}
      options={props.options}
      value={props.options.find((option) => option.value === props.value) ?? null}
      onChange={(option) => props.onChange(option?.value ?? "")}
      isClearable={props.clearable}
      isDisabled={props.disabled}
      required={props.required}
      placeholder={props.placeholder}
      noOptionsMessage={() => props.noOptionsMessage}
      formatOptionLabel={(option) =>
        option.image ? (
          <span className="select-option-with-image">
            <img src={option.image} alt="" width={32} height={32} loading="lazy" />
            {option.label}
          </span>
        ) : (
          option.label
        )
      }
      aria-invalid={props.invalid || undefined}
      aria-errormessage={props.invalid ? props.errorId : undefined}
      className="react-select"
      classNamePrefix="react-select"
      menuPlacement="auto"
    />
  );
}
