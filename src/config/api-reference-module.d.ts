// The modules scripts/vite/api-reference-plugin.ts makes at build time, one per API page.
declare module 'virtual:api-reference/*' {
  const page: import('./api-reference.ts').ApiPageData;
  export default page;
}

// The same, all of them: each API's as a lazy import, by slug.
declare module 'virtual:api-references' {
  const references: Readonly<
    Record<import('./api-slugs.ts').ApiSlug, () => Promise<{ default: import('./api-reference.ts').ApiPageData }>>
  >;
  export default references;
}

// Each API's endpoint paths by operationId, in the catalogue's order (scripts/vite/api-endpoint-paths-plugin.ts).
declare module 'virtual:api-endpoint-paths' {
  const paths: Readonly<Record<import('./api-slugs.ts').ApiSlug, Readonly<Record<string, string>>>>;
  export default paths;
}
