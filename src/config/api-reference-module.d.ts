// The modules scripts/vite/api-reference-plugin.ts makes at build time, one per API page.
declare module 'virtual:api-reference/*' {
  const page: import('./api-reference.ts').ApiPageData;
  export default page;
}
