import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { validateUsersSearch } from '../../config/console-search.ts';
import { UsersPage } from '../../features/admin-users/users-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/users')({
  validateSearch: validateUsersSearch,
  loader: adminPageHead('users', ['users']),
  head: pageHead,
  component: UsersPage,
});
