import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import { usersMachine, type UsersEvent } from '../../machines/users/index.ts';
import { focusUserField } from './users.dom.ts';

/**
 * The users machine with its effects: focus on the first invalid field of the user form, and
 * the Edit dialog of a user named in the URL (`?edit=usr_003`, where the command palette sends
 * the admin), whose param is then taken out of the URL in place.
 */
export function createLiveUsersMachine({ router }: { router: Pick<AnyRouter, 'navigate' | 'subscribe' | 'state'> }) {
  return usersMachine.provide({
    actions: { focusField: (_, { field }) => focusUserField(field) },
    actors: {
      watchEditRequests: fromCallback<UsersEvent>(({ sendBack }) => {
        const check = () => {
          const userId = (router.state.location.search as Record<string, unknown>).edit;
          if (typeof userId !== 'string') return;
          sendBack({ type: 'users.edit', userId });
          void router.navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({ ...previous, edit: undefined }),
            replace: true,
          } as Parameters<typeof router.navigate>[0]);
        };
        check();
        return router.subscribe('onResolved', check);
      }),
    },
  });
}
