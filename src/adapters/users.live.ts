import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import { usersMachine, type UsersEvent } from '../../machines/users/index.ts';
import { focusUserField } from './users.dom.ts';

/**
 * The users machine with its effects: focus on the first invalid field of the user form, and
 * the dialog the URL asks for (`?edit=usr_003` or `?add=1`, where the command palette sends the
 * admin), whose param is then taken out of the URL in place.
 */
export function createLiveUsersMachine({ router }: { router: Pick<AnyRouter, 'navigate' | 'subscribe' | 'state'> }) {
  return usersMachine.provide({
    actions: { focusField: (_, { field }) => focusUserField(field) },
    actors: {
      watchEditRequests: fromCallback<UsersEvent>(({ sendBack }) => {
        const check = () => {
          const { edit, add } = router.state.location.search as Record<string, unknown>;
          if (typeof edit === 'string') sendBack({ type: 'users.edit', userId: edit });
          else if (add !== undefined) sendBack({ type: 'users.add' });
          else return;
          void router.navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({ ...previous, edit: undefined, add: undefined }),
            replace: true,
          } as Parameters<typeof router.navigate>[0]);
        };
        check();
        return router.subscribe('onResolved', check);
      }),
    },
  });
}
