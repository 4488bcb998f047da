import { minifySync } from 'rolldown/utils';
import { pageGateScript } from '../../src/adapters/page-gate-script.ts';

/**
 * The page gate as every page carries it inline: minified by Vite's own bundler (rolldown), as
 * the app's scripts are, since its bytes count against each page's first round trip (the HTML
 * budget). The build's plugin and the CSP's hash both take this text, and the gate's unit test
 * runs it, so what is tested is what ships.
 */
export function inlinePageGate(): string {
  const { code, errors } = minifySync('page-gate.js', pageGateScript(), { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`the page gate does not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}
