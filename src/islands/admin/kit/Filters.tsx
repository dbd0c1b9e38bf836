// The search box and filter selects above a back-office list (every control labelled; filters
// combine with AND on the server) and a labelled form field with its hint and error, as a text box,
// a textarea or a select.
import {
  createElement,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import './kit-styles.ts';

export type SelectOption = string | { value: string; label: string };

export interface FilterSelect {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "no filter"; its value is `allValue` ('' unless given). */
  allLabel: string;
  allValue?: string;
  options: readonly SelectOption[];
  /** How a plain string option is shown (e.g. capitalised). */
  format?: (value: string) => string;
}

export interface SearchBox {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** The search box (two columns wide on wide screens) and filter selects above a list. */
export function FilterBar({
  search,
  selects = [],
  children,
}: {
  search?: SearchBox;
  selects?: FilterSelect[];
  children?: ReactNode;
}) {
  return (
    <div className="admin-filters">
      {search && (
        <div className="admin-field admin-search">
          <label htmlFor={search.id}>{search.label}</label>
          <input
            id={search.id}
            type="search"
            dir="auto"
            placeholder={search.placeholder}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            maxLength={search.maxLength ?? 100}
          />
        </div>
      )}
      {selects.map((select) => (
        <div className="admin-field" key={select.id}>
          <label htmlFor={select.id}>{select.label}</label>
          <select id={select.id} value={select.value} onChange={(e) => select.onChange(e.target.value)}>
            <option value={select.allValue ?? ''}>{select.allLabel}</option>
            {select.options.map((option) => {
              const { value, label } =
                typeof option === 'string'
                  ? { value: option, label: select.format ? select.format(option) : option }
                  : option;
              return (
                <option key={value} value={value}>
                  {label}
                </option>
              );
            })}
          </select>
        </div>
      ))}
      {children}
    </div>
  );
}

/** A labelled control with its error and hint, linked by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What TextField and TextAreaField set on their control; a call site passes any other attribute. */
type KitOwned = 'id' | 'value' | 'defaultValue' | 'onChange' | 'aria-describedby' | 'aria-invalid' | 'children';

interface TextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A Field holding an <input> (text, number, date…): the typed text comes back as it is, unparsed. */
export function TextField(props: TextProps & Omit<InputHTMLAttributes<HTMLInputElement>, KitOwned>) {
  return textControl('input', props);
}

/** A Field holding a <textarea>, as TextField. */
export function TextAreaField(props: TextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, KitOwned>) {
  return textControl('textarea', props);
}

// One body for both. The id leads, as in the Field blocks these replaced; what the kit owns comes
// last, so no attribute a call site passes can override it.
function textControl(tag: 'input' | 'textarea', { id, label, value, onChange, hint, error, ...attributes }: TextProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy, invalid) =>
        createElement(tag, {
          id,
          ...attributes,
          value,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
        })
      }
    </Field>
  );
}

/** A labelled <select> of fixed options in a form, with its error. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  format,
  error,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  format?: (value: V) => string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy, invalid) => (
        <select
          id={id}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {format ? format(option) : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Checkboxes for a set of fixed options; the chosen ones come back in the options' order. */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  selected,
  onChange,
  format,
  error,
}: {
  legend: string;
  options: readonly V[];
  selected: readonly string[];
  onChange: (chosen: V[]) => void;
  format?: (value: V) => string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="checkbox-grid">
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={(e) =>
                onChange(options.filter((o) => (o === option ? e.target.checked : selected.includes(o))))
              }
            />{' '}
            {format ? format(option) : option}
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
