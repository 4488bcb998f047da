import { matchSorter } from 'match-sorter';
import type { CommandPaletteSend, CommandPaletteSnapshot } from './command-palette.connect.ts';

/** What the palette needs of a command to list it and find it. */
export interface PaletteEntry<Group extends string> {
  /** The command id the machine runs. */
  readonly value: string;
  readonly label: string;
  readonly group: Group;
  /** More words it is found by (an e-mail, a language's code). */
  readonly keywords: readonly string[];
}

/** A group of the list (the recent commands, or a group of commands), or the matches of a query. */
export type PaletteSection<Group extends string, Item> =
  { readonly group: 'recent' | Group; readonly items: readonly Item[] } | { readonly group: 'results'; readonly items: readonly Item[] };

function arrange<Group extends string, Item extends PaletteEntry<Group>>(
  items: readonly Item[],
  groups: readonly Group[],
  recent: readonly string[],
  query: string,
): PaletteSection<Group, Item>[] {
  const recentItems = recent.flatMap((id) => items.filter((item) => item.value === id));
  if (query.trim() === '') {
    const rest = items.filter((item) => !recent.includes(item.value));
    return [
      { group: 'recent' as const, items: recentItems },
      ...groups.map((group) => ({ group, items: rest.filter((item) => item.group === group) })),
    ].filter((section) => section.items.length > 0);
  }
  const ordered = [...recentItems, ...items.filter((item) => !recent.includes(item.value))];
  const matches = matchSorter(ordered, query.trim(), {
    keys: ['label', (item) => [...item.keywords]],
    // Equally good matches keep their order: recent commands first.
    baseSort: (a, b) => a.index - b.index,
  });
  return matches.length > 0 ? [{ group: 'results', items: matches }] : [];
}

/**
 * The palette as shown, given every command it offers (in the reader's words) and the order of
 * their groups: open or not, the query, and the list. With nothing typed: the recent commands,
 * then each group; once something is, the best matches first (match-sorter ranks them against
 * labels and keywords), recent ones first among equals. Its handlers: typing, running a
 * command, closing. Kept out of the flow's index: only the palette's own lazy code (and
 * match-sorter with it) needs it.
 */
export const connectPaletteList = <Group extends string, Item extends PaletteEntry<Group>>(
  snapshot: CommandPaletteSnapshot,
  send: CommandPaletteSend,
  items: readonly Item[],
  groups: readonly Group[],
) => {
  const { query, recent } = snapshot.context;
  const sections = arrange(items, groups, recent, query);
  return {
    open: snapshot.hasTag('open'),
    query,
    sections,
    shown: sections.flatMap((section) => section.items),
    type: (typed: string) => send({ type: 'palette.type', query: typed }),
    run: (command: string) => send({ type: 'palette.run', command }),
    close: () => send({ type: 'palette.close' }),
  };
};
