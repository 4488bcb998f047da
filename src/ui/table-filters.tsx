import { Filter, Search, X } from 'lucide-react';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';

/** One filter of a table: a select whose first option shows every row. */
export interface FilterChoice {
  readonly name: string;
  readonly label: string;
  readonly value: string | undefined;
  readonly allLabel: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

interface TableFiltersProps {
  /** The search landmark's name, e.g. "Filter users". */
  readonly label: string;
  readonly search: { readonly name: string; readonly label: string; readonly placeholder: string; readonly value: string | undefined };
  readonly filters?: readonly FilterChoice[];
  readonly applyLabel: string;
  readonly clearLabel: string;
  /** The form's values by name; an empty field or "all" is `undefined`. */
  readonly onApply: (values: Readonly<Record<string, string | undefined>>) => void;
  readonly onClear: () => void;
}

const fieldLabel = css({ fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' });

/**
 * A table's search and filters. What is typed or chosen is a draft until "Apply Filters" (or
 * Enter); then the caller puts it in the URL, which is what the table shows. The fields start
 * from the URL's values and start over whenever those change (Back, a link).
 */
export function TableFilters({ label, search, filters = [], applyLabel, clearLabel, onApply, onClear }: TableFiltersProps) {
  const id = useId();
  const current = [search.value, ...filters.map((filter) => filter.value)];
  const active = current.some((value) => value !== undefined);
  return (
    <form
      key={JSON.stringify(current)}
      role="search"
      aria-label={label}
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' })}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const values: Record<string, string | undefined> = {};
        for (const name of [search.name, ...filters.map((filter) => filter.name)]) {
          const value = data.get(name);
          values[name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
        }
        onApply(values);
      }}
    >
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          flexGrow: '1',
          flexShrink: '1',
          flexBasis: 'searchField',
          maxWidth: { sm: 'searchField' },
        })}
      >
        <label htmlFor={`${id}-search`} className={fieldLabel}>
          {search.label}
        </label>
        <div className={css({ position: 'relative' })}>
          <Search
            size={16}
            aria-hidden="true"
            className={css({ position: 'absolute', insetInlineStart: '3', insetBlock: '0', marginBlock: 'auto', color: 'fg.subtle' })}
          />
          <input
            id={`${id}-search`}
            name={search.name}
            type="search"
            className={cx(input(), css({ paddingInlineStart: '9' }))}
            placeholder={search.placeholder}
            defaultValue={search.value ?? ''}
            autoComplete="off"
          />
        </div>
      </div>
      {filters.map((filter) => (
        <div
          key={filter.name}
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', flexGrow: '0', flexShrink: '1', flexBasis: 'filterField' })}
        >
          <label htmlFor={`${id}-${filter.name}`} className={fieldLabel}>
            {filter.label}
          </label>
          <select id={`${id}-${filter.name}`} name={filter.name} className={input()} defaultValue={filter.value ?? ''}>
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={css({ display: 'flex', gap: '2' })}>
        <button type="submit" className={button({ variant: 'outline' })}>
          <Filter size={16} aria-hidden="true" />
          {applyLabel}
        </button>
        {active ? (
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClear}>
            <X size={16} aria-hidden="true" />
            {clearLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
