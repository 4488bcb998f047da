import { useRouter, useSearch } from '@tanstack/react-router';
import { Bookmark, Copy, LayoutList, Pencil, Save, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import type { SavedView, ViewSearch } from '../../../machines/table-views/index.ts';
import {
  connectManageDialog,
  connectNameDialog,
  connectViewsMenu,
  DEFAULT_VIEW,
} from '../../../machines/table-views/table-views.menu.connect.ts';
import { CONSOLE_TABLES, VIEW_NAME_FIELD_ID, type ConsoleTable } from '../../config/console-tables.ts';
import { useConsoleActors } from '../app/actor-hooks.ts';
import { useConnect } from '../app/use-connect.ts';
import { Modal } from '../widgets/dialog.tsx';
import { ActionMenu } from '../widgets/menu.tsx';
import { translate } from '../app/translate.ts';

interface TableViewsMenuProps {
  readonly table: ConsoleTable;
  /** The table's name as shown (its heading). */
  readonly label: string;
}

/**
 * "Views" beside a table: the default view and the saved ones (the one on screen is checked;
 * choosing one opens it), "Save current view…" and "Manage saved views…". A view is its URL:
 * opening one replaces only this table's params, so the other table of a page keeps its own.
 */
export function TableViewsMenu({ table, label }: TableViewsMenuProps) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  // The page's search params now: the table's view is its share of them.
  const current: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  const { saved, checked, save, manage } = useConnect(useConsoleActors().views, connectViewsMenu, table, current);
  const spec = CONSOLE_TABLES[table];
  const open = (search: ViewSearch) =>
    void router.navigate({
      to: spec.path,
      search: (previous: Record<string, unknown>) => ({
        ...Object.fromEntries(Object.entries(previous).filter(([key]) => !(spec.params as readonly string[]).includes(key))),
        ...search,
      }),
    } as Parameters<typeof router.navigate>[0]);

  return (
    <>
      <ActionMenu
        triggerLabel={t(($) => $.views.menuLabel, { table: label })}
        triggerClassName={button({ variant: 'outline', size: 'sm' })}
        trigger={
          <>
            <Bookmark size={16} aria-hidden="true" />
            {t(($) => $.views.menu)}
          </>
        }
        choices={[
          {
            label: saved.length === 0 ? t(($) => $.views.none) : t(($) => $.views.menu),
            value: checked,
            options: [
              { value: DEFAULT_VIEW, label: t(($) => $.views.default), icon: LayoutList },
              ...saved.map((view) => ({ value: view.id, label: view.name })),
            ],
            onChange: (id) => open(saved.find((view) => view.id === id)?.search ?? {}),
          },
        ]}
        actions={[]}
        trailing={[
          {
            value: 'save',
            label: t(($) => $.views.save),
            icon: Save,
            onSelect: save,
          },
          {
            value: 'manage',
            label: t(($) => $.views.manage),
            icon: Pencil,
            onSelect: manage,
          },
        ]}
      />
      <NameViewDialog table={table} />
      <ManageViewsDialog table={table} label={label} />
    </>
  );
}

/** Save view / Rename view: one name field, checked by the machine; what was typed stays. */
function NameViewDialog({ table }: { table: ConsoleTable }) {
  const { t } = useTranslation('admin');
  const { t: tAny } = useTranslation();
  const { open, renaming, name, error, checking, change, submit, cancel } = useConnect(useConsoleActors().views, connectNameDialog, table);
  const errorId = `${VIEW_NAME_FIELD_ID}-error`;
  return (
    <Modal
      open={open}
      onRequestClose={cancel}
      title={renaming ? t(($) => $.views.renameTitle) : t(($) => $.views.saveTitle)}
      size="sm"
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={cancel}>
            {t(($) => $.views.cancel)}
          </button>
          <button type="submit" form="view-name-form" className={button()} disabled={checking}>
            {renaming ? t(($) => $.views.renameAction) : t(($) => $.views.saveAction)}
          </button>
        </>
      }
    >
      <form
        id="view-name-form"
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={VIEW_NAME_FIELD_ID} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {t(($) => $.views.nameLabel)}
        </label>
        <input
          id={VIEW_NAME_FIELD_ID}
          className={input()}
          value={name}
          placeholder={t(($) => $.views.namePlaceholder)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change(event.target.value)}
        />
        {error ? (
          <p id={errorId} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
            {translate(tAny, error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** The table's saved views, each with Rename, Copy link and Delete. */
function ManageViewsDialog({ table, label }: { table: ConsoleTable; label: string }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const linkOf = (view: SavedView) =>
    new URL(router.buildLocation({ to: CONSOLE_TABLES[table].path, search: view.search } as never).href, window.location.origin).href;
  const { open, saved, rename, copyLink, remove, cancel } = useConnect(useConsoleActors().views, connectManageDialog, table);
  return (
    <Modal
      open={open}
      onRequestClose={cancel}
      title={t(($) => $.views.manageTitle, { table: label })}
      description={t(($) => $.views.manageDescription)}
    >
      {saved.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t(($) => $.views.manageEmpty)}</p>
      ) : (
        <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column' })}>
          {saved.map((view) => (
            <li
              key={view.id}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '2',
                paddingBlock: '3',
                borderBlockEndWidth: '1px',
                borderColor: 'border',
                _last: { borderBlockEndWidth: '0' },
              })}
            >
              <span className={css({ flex: '1', minWidth: '0', fontWeight: 'medium', overflowWrap: 'anywhere' })}>{view.name}</span>
              <span className={css({ display: 'flex', gap: '1' })}>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  aria-label={t(($) => $.views.renameLabel, { name: view.name })}
                  onClick={() => rename(view)}
                >
                  <Pencil size={16} aria-hidden="true" />
                  {t(($) => $.views.rename)}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  aria-label={t(($) => $.views.copyLinkLabel, { name: view.name })}
                  onClick={() => copyLink(linkOf(view))}
                >
                  <Copy size={16} aria-hidden="true" />
                  {t(($) => $.views.copyLink)}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  aria-label={t(($) => $.views.deleteLabel, { name: view.name })}
                  onClick={() => remove(view)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  {t(($) => $.views.delete)}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
