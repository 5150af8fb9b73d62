import { submitOwnForm } from '../dom';

export interface SortSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The sort order of the search results: a choice applies at once by sending the sort form; without
 * JavaScript the form's own button does it (it is hidden once the page is hydrated).
 */
export default function SortSelect({ label, value, options }: SortSelectProps) {
  return (
    <>
      <label htmlFor="sort">{label}</label>
      <select id="sort" name="sort" defaultValue={value} onChange={(event) => submitOwnForm(event.target)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
