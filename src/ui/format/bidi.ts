/**
 * Text that reads left to right inside any sentence (a +990 number, an id, a path), kept whole
 * in a right-to-left one by Unicode's isolates (LRI … PDI), which take no room and are not read.
 */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;
