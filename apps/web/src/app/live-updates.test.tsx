import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { useLiveStore } from '../lib/live-events.ts';
import { installFakeEventSource, openStream } from '../test/fake-event-source.ts';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';

const openStreams = (EventSource: ReturnType<typeof installFakeEventSource>) =>
  EventSource.instances.filter((source) => !source.closed);

describe('the live stream in the app', () => {
  it('is not opened for a visitor', async () => {
    const EventSource = installFakeEventSource();
    mockApi({});
    renderRoute('/');
    await screen.findAllByRole('heading');
    expect(EventSource.instances).toHaveLength(0);
    expect(useLiveStore.getState().state).toBe('off');
  });

  it('opens once for a signed-in user, afresh for another user, and closes on logout', async () => {
    const EventSource = installFakeEventSource();
    mockApi({
      getMe: { body: { data: testUsers.cashier } },
      logout: { body: { message: 'Logged out.' } },
      getCustomerQueue: { body: { customer: [] } },
    });
    const { router } = renderRoute('/cashier', { role: 'cashier' });
    await screen.findByRole('heading', { name: 'CASHIER DASHBOARD' });
    const first = openStream();
    expect(EventSource.instances).toHaveLength(1);
    act(() => first.emit('ready'));
    expect(useLiveStore.getState().state).toBe('open');

    // Another account in the same tab receives other events: its own stream.
    act(() => useAuthStore.getState().setUser(testUsers.admin));
    expect(first.closed).toBe(true);
    expect(openStreams(EventSource)).toHaveLength(1);
    act(() => useAuthStore.getState().setUser(testUsers.cashier));

    const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
    await userEvent.click(logout!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(openStreams(EventSource)).toHaveLength(0);
    expect(useLiveStore.getState().state).toBe('off');
  });
});
