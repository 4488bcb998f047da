import { lazy, Suspense } from 'react';
import { connectConsent } from '../../../machines/consent/consent.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { ConsentBanner } from './consent-banner.tsx';

// Once fetched, the dialog stays mounted (closed) so Ark can hand focus back when it closes.
let dialogFetched = false;
const ConsentDialog = lazy(() =>
  import('./consent-dialog.tsx').then((module) => {
    dialogFetched = true;
    return module;
  }),
);

/** Mounted once in the root route: the banner, and the "choose categories" dialog on demand. */
export function ConsentLayer() {
  const { dialogOpen } = useConnect(useAppActors().consent, connectConsent);
  return (
    <>
      <ConsentBanner />
      {dialogOpen || dialogFetched ? (
        <Suspense fallback={null}>
          <ConsentDialog open={dialogOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
