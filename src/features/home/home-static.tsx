// The home page's static content, one chunk: fetched only when the app renders the home page
// itself (home-content.ts), never when it adopts the prerendered one.
export { HeroCopy } from './hero-copy.tsx';
export { HomeSections } from './home-sections.tsx';
export { OrbitArt } from './orbit-art.tsx';
