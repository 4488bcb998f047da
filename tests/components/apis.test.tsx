import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app.tsx';

// The API page's playground in the real app (happy-dom): the fields the page's sample fills, the
// curl written by the samples' own writer, an answer from a faked sandbox, and a draft that
// survives a language switch and any tampering. The real sandbox answers in tests/e2e/apis-playground.spec.ts.

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response('{"swapped":false}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'x-correlator': '7f0c7a52-1d0e-4bd4-9d37-5c5f3b8f2a10' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const playground = () => within(document.getElementById('playground')!);
const curl = () => playground().getByRole('region', { name: 'curl for this request' }).textContent;

describe('the API playground', () => {
  it('fills in the sample, follows a picked test number in the curl and shows the answer with its x-correlator', async () => {
    const { user } = await renderApp('/apis/sim-swap');
    const phone = await playground().findByLabelText('phoneNumber');
    expect(phone).toHaveValue('+99020000001');
    expect(playground().getByLabelText(/maxAge/)).toHaveValue('240');
    // The same request as the page's own curl sample, until the visitor changes it.
    const check = screen.getByRole('article', { name: 'Check for a recent SIM swap' });
    const pageSample = within(check).getByRole('region', { name: 'curl sample', hidden: true }).textContent;
    expect(curl()).toBe(pageSample);
    await user.selectOptions(playground().getByLabelText('Test number'), '+99020000002');
    expect(phone).toHaveValue('+99020000002');
    expect(curl()).toContain('"phoneNumber": "+99020000002"');
    await user.clear(playground().getByLabelText(/maxAge/));
    expect(curl()).not.toContain('maxAge');
    await user.click(playground().getByRole('button', { name: 'Send' }));
    await playground().findByText('“Check for a recent SIM swap” answered 200 in', { exact: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/sandbox/sim-swap/v2/check');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ phoneNumber: '+99020000002' });
    expect(playground().getByText('7f0c7a52-1d0e-4bd4-9d37-5c5f3b8f2a10')).toBeInTheDocument();
    expect(playground().getByRole('region', { name: 'Answer body' })).toHaveTextContent('"swapped": false');
  });

  it('keeps what was typed through a language switch, in the page and in this tab’s draft', async () => {
    const { user, router } = await renderApp('/apis/sim-swap');
    const phone = await playground().findByLabelText('phoneNumber');
    await user.clear(phone);
    await user.type(phone, '+99020000003');
    expect(JSON.parse(sessionStorage.getItem('playgroundDraft:sim-swap')!)).toMatchObject({
      operation: 'checkSimSwap',
      values: { checkSimSwap: { phoneNumber: '+99020000003' } },
    });
    const trigger = screen.getAllByRole('button', { name: /Language: English/ })[0]!;
    await user.click(trigger);
    await user.click(within(document.getElementById(trigger.getAttribute('popovertarget')!)!).getByRole('link', { name: 'עברית' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/he/apis/sim-swap'));
    expect(await playground().findByRole('button', { name: 'שליחה' })).toBeInTheDocument();
    expect(playground().getByLabelText('phoneNumber')).toHaveValue('+99020000003');
  });

  it('restores this tab’s draft when the page loads again, and copes with any tampered one', async () => {
    sessionStorage.setItem(
      'playgroundDraft:sim-swap',
      JSON.stringify({ operation: 'retrieveSimSwapDate', values: { retrieveSimSwapDate: { phoneNumber: '+99020000002' } } }),
    );
    const first = await renderApp('/apis/sim-swap');
    await waitFor(() => expect(playground().getByLabelText('phoneNumber')).toHaveValue('+99020000002'));
    expect(playground().getByRole('radio', { name: 'Get the date of the latest SIM swap' })).toBeChecked();
    first.unmount();
    for (const tampered of [
      '{"values":{"checkSimSwap":{"phoneNumber":42}},"operation":"dropTables"}',
      '[1,2',
      '"<img src=x>"',
      '{"values":null}',
    ]) {
      sessionStorage.setItem('playgroundDraft:sim-swap', tampered);
      const view = await renderApp('/apis/sim-swap');
      expect(await playground().findByLabelText('phoneNumber')).toHaveValue('+99020000001');
      expect(playground().getByRole('radio', { name: 'Check for a recent SIM swap' })).toBeChecked();
      view.unmount();
    }
  });
});
