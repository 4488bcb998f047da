import { usersMachine } from '../../machines/users/index.ts';
import { focusUserField } from './users.dom.ts';

/** The users machine with its one effect: focus on the first invalid field of the user form. */
export const liveUsersMachine = usersMachine.provide({ actions: { focusField: (_, { field }) => focusUserField(field) } });
