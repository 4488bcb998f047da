import { useRouter } from '@tanstack/react-router';
import { Filter, Search, X } from 'lucide-react';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import { type tableSearchMachine } from '../../../machines/table-search/index.ts';
import { connectTableSearch } from '../../../machines/table-search/table-search.connect.ts';
import { useActorRef } from '../app/actor-hooks.ts';
import { useConnect } from '../app/use-connect.ts';

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
  /**
   * The search box's live machine for a param, given by the page
   * (`createLiveTableSearchMachine`, src/adapters): a view piece imports no effect.
   */
  readonly liveSearch: (deps: { readonly router: ReturnType<typeof useRouter>; readonly param: string }) => typeof tableSearchMachine;
}

const fieldLabel = css({ fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' });

/**
 * A table's search and filters. The search filters as the admin types: its machine
 * (machines/table-search) puts it in the URL, in place, once the keys pause, and the table
 * follows the URL. A filter chosen is a draft until "Apply Filters" (or Enter), which puts the
 * whole form in the URL at once. The filters start from the URL's values and start over
 * whenever those change (Back, a link); the search field is never re-created while typing, so
 * focus and caret stay where they are.
 */
export function TableFilters({ label, search, filters = [], applyLabel, clearLabel, onApply, onClear, liveSearch }: TableFiltersProps) {
  const id = useId();
  const router = useRouter();
  const searchRef = useActorRef(liveSearch({ router, param: search.name }), { input: { value: search.value ?? '' } });
  const { draft, type, submit } = useConnect(searchRef, connectTableSearch);
  const filterValues = filters.map((filter) => filter.value);
  const active = [search.value, ...filterValues].some((value) => value !== undefined);
  return (
    <form
      key={JSON.stringify(filterValues)}
      role="search"
      aria-label={label}
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
            value={draft}
            onChange={(event) => type(event.target.value)}
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
