import { staticContent } from '../../start-up/static-content.ts';

// The same chunk as the API pages' (api-static.tsx).
const parts = () => import('./api-static.tsx');

/** The parts of /apis that are the same for every visitor (src/start-up/static-content.ts). */
export const CATALOGUE_CONTENT = {
  hero: staticContent(() => parts().then((loaded) => loaded.CatalogueHero)),
  list: staticContent(() => parts().then((loaded) => loaded.CatalogueList)),
  production: staticContent(() => parts().then((loaded) => loaded.SandboxOperator)),
  events: staticContent(() => parts().then((loaded) => loaded.SandboxEvents)),
};
