import { createFileRoute } from '@tanstack/react-router';

/**
 * The sign-in, MFA, password and invite pages all talk to Supabase auth: the client loads here, before any of
 * them renders (docs/decisions/0057). Public pages never reach this.
 */
export const Route = createFileRoute('/auth')({
  beforeLoad: async ({ context }) => {
    await context.authClient();
  },
});
