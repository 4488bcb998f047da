/**
 * Command ids. Pages and users by their keys, so a stored recent command outlives a change of
 * language; a page's own commands (its table's export) by the id the page gave them.
 */
export const commandId = {
  page: (key: string) => `page:${key}`,
  user: (id: string) => `user:${id}`,
  addUser: 'action:addUser',
  pageCommand: (id: string) => `run:${id}`,
  language: (code: string) => `language:${code}`,
  theme: (preference: string) => `theme:${preference}`,
  signOut: 'action:signOut',
} as const;

/** The kind of a command id and what it names: `user:usr_002` → ['user', 'usr_002']. */
export const parseCommandId = (id: string): [kind: string, name: string] => {
  const at = id.indexOf(':');
  return at < 0 ? [id, ''] : [id.slice(0, at), id.slice(at + 1)];
};
