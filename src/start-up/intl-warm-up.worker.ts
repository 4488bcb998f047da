// A thread of its own for ICU's first look at the page's language. The engine's ICU data is
// loaded once per renderer process and shared by all its threads, so what this worker loads
// the page's own Intl calls then find ready, and that work leaves the main thread.
import { warmUpLocale, warmUpNumbers } from './intl-warm-up.ts';

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string' && event.data !== '') {
    warmUpLocale(event.data);
    warmUpNumbers(event.data);
  }
  close();
});
