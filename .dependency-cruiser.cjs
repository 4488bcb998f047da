/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'machines-import-no-src', severity: 'error', from: { path: '^machines/' }, to: { path: '^src/' } },
    { name: 'ui-imports-no-feature', severity: 'error', from: { path: '^src/ui/' }, to: { path: '^src/(features|app|routes)/' } },
    { name: 'feature-imports-no-other-feature', severity: 'error', from: { path: '^src/features/([^/]+)/' }, to: { path: '^src/features/', pathNot: '^src/features/$1/' } },
    { name: 'only-app-and-routes-compose-features', severity: 'error', from: { pathNot: '^src/(features|app|routes)/|^src/routeTree\\.gen\\.ts$' }, to: { path: '^src/features/' } },
    { name: 'feature-imports-no-app', severity: 'error', from: { path: '^src/features/' }, to: { path: '^src/(app|routes)/' } },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^styled-system/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
