// src/start-up/router-internals.ts names the router version its points were checked against. An
// upgrade must check them again (then update ROUTER_CHECKED_WITH): the prerendered markup and
// the adopting render depend on them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTER_CHECKED_WITH, withoutRouterHeadAndScripts } from '../../src/start-up/router-internals.ts';

const installed = (
  JSON.parse(readFileSync(new URL('../../node_modules/@tanstack/react-router/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('the router internals the prerender relies on', () => {
  it('were checked against the installed @tanstack/react-router', () => {
    expect(installed).toBe(ROUTER_CHECKED_WITH);
  });

  it('strips the head tags rendered in place and the inline scripts, and nothing else', () => {
    const rendered =
      '<title>About</title><meta name="description" content="x"/><link rel="canonical" href="/a"/>' +
      '<div id="page"><h1>About</h1><script>restoreScroll()</script><p>text</p></div><script async>x()</script>';
    expect(withoutRouterHeadAndScripts(rendered)).toBe('<div id="page"><h1>About</h1><p>text</p></div>');
  });

  it('keeps a title or meta that is not at the start (the page content)', () => {
    const rendered = '<main><title>inside an svg</title><meta itemprop="name" content="x"/></main>';
    expect(withoutRouterHeadAndScripts(rendered)).toBe(rendered);
  });
});
