import { createFileRoute } from '@tanstack/react-router';

// PLACEHOLDER(web-auth): replaced by the branch that owns this screen before it lands on main.
export const Route = createFileRoute('/auth/reset-password')({
  component: () => <p>Placeholder</p>,
});
