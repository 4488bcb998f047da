import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes/dialog';
import type { ActorRefFrom } from 'xstate';
import type { commandPaletteMachine } from '../../../machines/command-palette/index.ts';
import { connectPaletteList } from '../../../machines/command-palette/command-palette.list.connect.ts';
import { PALETTE_INPUT_ID } from '../../adapters/command-palette.dom.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { usePageCommands } from '../../ui/console/console-commands.ts';
import { paletteItems, type PaletteGroup } from './palette-commands.ts';

type PaletteRef = ActorRefFrom<typeof commandPaletteMachine>;

const GROUPS: readonly PaletteGroup[] = ['pages', 'users', 'actions'];

const groupLabel = css({ paddingInline: '3', paddingBlock: '2', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' });
const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  paddingBlock: '2.5',
  borderRadius: 'control',
  fontSize: 'sm',
  color: 'fg',
  cursor: 'pointer',
  '&[data-highlighted]': { bg: 'accent.subtle', color: 'accent.fg' },
});

/**
 * The command palette: Ark's Dialog (focus trap, Escape, focus back where it was) around Ark's
 * Combobox (the field and its listbox, arrow keys, Enter, screen reader names), always open
 * inside the dialog. The machine holds the query and the recent commands; match-sorter ranks
 * what is typed against every page, user and action. Loaded when first opened.
 */
export default function CommandPalette({ palette }: { palette: PaletteRef }) {
  const { t } = useTranslation(['admin', 'common']);
  const items = paletteItems(t, usePageCommands());
  const { open, query, sections, shown, type, run, close } = useConnect(palette, connectPaletteList, items, GROUPS);
  const collection = createListCollection({ items: shown, itemToValue: (item) => item.value, itemToString: (item) => item.label });
  const styles = dialog({ size: 'lg' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      initialFocusEl={() => document.getElementById(PALETTE_INPUT_ID)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner
          className={cx(
            styles.positioner,
            css({ alignItems: 'flex-start', padding: { base: '2', sm: '4' }, paddingBlockStart: { sm: '16' } }),
          )}
        >
          <Dialog.Content
            className={cx(styles.content, css({ width: { base: 'full', sm: 'dialogLg' }, borderRadius: 'card', maxHeight: 'dialogMax' }))}
          >
            <Dialog.Title className={css({ srOnly: true })}>{t(($) => $.palette.title)}</Dialog.Title>
            <Combobox.Root
              collection={collection}
              open
              inputValue={query}
              onInputValueChange={({ inputValue }) => type(inputValue)}
              onSelect={({ itemValue }) => run(itemValue)}
              inputBehavior="autohighlight"
              selectionBehavior="clear"
              disableLayer
              ids={{ input: PALETTE_INPUT_ID }}
              className={css({ display: 'flex', flexDirection: 'column', minHeight: '0' })}
            >
              <Combobox.Label className={css({ srOnly: true })}>{t(($) => $.palette.inputLabel)}</Combobox.Label>
              <Combobox.Control
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  paddingInline: '4',
                  borderBlockEndWidth: '1px',
                  borderColor: 'border',
                })}
              >
                <Search size={18} aria-hidden="true" className={css({ color: 'fg.muted', flexShrink: 0 })} />
                <Combobox.Input
                  placeholder={t(($) => $.palette.placeholder)}
                  className={css({
                    flex: '1',
                    minWidth: '0',
                    paddingBlock: '4',
                    bg: 'transparent',
                    color: 'fg',
                    fontSize: 'md',
                    outline: 'none',
                  })}
                />
              </Combobox.Control>
              <Combobox.Content className={css({ overflowY: 'auto', padding: '2', maxHeight: 'belowHeader' })}>
                {sections.length === 0 ? (
                  <p className={css({ padding: '6', textAlign: 'center', color: 'fg.muted' })}>{t(($) => $.palette.empty, { query })}</p>
                ) : (
                  sections.map((section) => (
                    <Combobox.ItemGroup key={section.group}>
                      {section.group === 'results' ? null : (
                        <Combobox.ItemGroupLabel className={groupLabel}>
                          {t(($) => $.palette.groups[section.group])}
                        </Combobox.ItemGroupLabel>
                      )}
                      {section.items.map((item) => (
                        <Combobox.Item key={item.value} item={item} className={itemStyle}>
                          <item.icon size={16} aria-hidden="true" className={css({ flexShrink: 0 })} />
                          <Combobox.ItemText>{item.label}</Combobox.ItemText>
                        </Combobox.Item>
                      ))}
                    </Combobox.ItemGroup>
                  ))
                )}
              </Combobox.Content>
            </Combobox.Root>
            <p aria-live="polite" className={css({ srOnly: true })}>
              {t(($) => $.palette.results, { count: shown.length })}
            </p>
            <p
              className={css({
                display: { base: 'none', sm: 'block' },
                paddingInline: '4',
                paddingBlock: '2',
                borderBlockStartWidth: '1px',
                borderColor: 'border',
                fontSize: 'xs',
                color: 'fg.muted',
              })}
            >
              {t(($) => $.palette.hint)}
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
