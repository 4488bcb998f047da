// Writes dist/.nginx/security-headers.conf from the build's environment, so the headers nginx
// sends match what this build loads (deploy/nginx.conf includes the file).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { nginxHeaderDirectives } from './security-headers.ts';

const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'VITE_');
const dir = new URL('../dist/.nginx/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(
  new URL('security-headers.conf', dir),
  `${nginxHeaderDirectives({ hubApiUrl: env.VITE_HUB_API_URL, schedulingUrl: env.VITE_SCHEDULING_URL })}\n`,
);
console.log('wrote dist/.nginx/security-headers.conf');
