import { staticContent } from '../../start-up/static-content.ts';

/** The parts of the home page that are the same for every visitor (src/start-up/static-content.ts). */
export const HOME_CONTENT = {
  heroCopy: staticContent(() => import('./home-static.tsx').then((parts) => parts.HeroCopy)),
  orbitArt: staticContent(() => import('./home-static.tsx').then((parts) => parts.OrbitArt)),
  sections: staticContent(() => import('./home-static.tsx').then((parts) => parts.HomeSections)),
};
