import { createFileRoute } from '@tanstack/react-router';

// PLACEHOLDER(web-dash): replaced by the branch that owns this screen before it lands on main.
export const Route = createFileRoute('/dash/profile/choose-entity')({
  component: () => <p>Placeholder</p>,
});
