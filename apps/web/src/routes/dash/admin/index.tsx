import { createFileRoute } from '@tanstack/react-router';

// PLACEHOLDER(web-team): replaced by the branch that owns this screen before it lands on main.
export const Route = createFileRoute('/dash/admin/')({
  component: () => <p>Placeholder</p>,
});
