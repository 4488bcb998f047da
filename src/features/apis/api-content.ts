import { staticContent } from '../../start-up/static-content.ts';

// One chunk for the API pages' static content (api-static.tsx); /apis has its own list of it
// (catalogue-content.ts).
const parts = () => import('./api-static.tsx');

/** The parts of an API page that are the same for every visitor (src/start-up/static-content.ts). */
export const API_CONTENT = {
  hero: staticContent(() => parts().then((loaded) => loaded.ApiHero)),
  endpointsHeading: staticContent(() => parts().then((loaded) => loaded.EndpointsHeading)),
  endpoint: staticContent(() => parts().then((loaded) => loaded.EndpointReference)),
  numbers: staticContent(() => parts().then((loaded) => loaded.TestNumbers)),
  access: staticContent(() => parts().then((loaded) => loaded.ApiAccess)),
};
