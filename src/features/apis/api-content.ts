import { staticContent } from '../../ui/static-content.ts';

// One chunk for the API pages' static content (api-static.tsx).
const parts = () => import('./api-static.tsx');

/** The parts of the API pages that are the same for every visitor (src/ui/static-content.ts). */
export const API_CONTENT = {
  hero: staticContent(() => parts().then((loaded) => loaded.ApiHero)),
  endpointsHeading: staticContent(() => parts().then((loaded) => loaded.EndpointsHeading)),
  endpoint: staticContent(() => parts().then((loaded) => loaded.EndpointReference)),
  numbers: staticContent(() => parts().then((loaded) => loaded.TestNumbers)),
  production: staticContent(() => parts().then((loaded) => loaded.ProductionAccess)),
  catalogueHero: staticContent(() => parts().then((loaded) => loaded.CatalogueHero)),
  catalogueList: staticContent(() => parts().then((loaded) => loaded.CatalogueList)),
};
