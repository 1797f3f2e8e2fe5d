import { z } from 'zod';

/** Strength is the auth server's to judge (docs/decisions/0017): here only given, and within bcrypt's 72. */
const Password = z.string().min(1, 'Choose a password').max(72, 'Use at most 72 characters');

/** A new person accepting an invite: their name and a password (the email is the invited one). */
export const InviteSignUp = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'Use at most 200 characters'),
  password: Password,
});
export type InviteSignUp = z.infer<typeof InviteSignUp>;

/** Someone who already has an account signs in to accept (any password they have is checked by the server). */
export const InviteSignIn = z.object({ password: z.string().min(1, 'Enter your password') });
export type InviteSignIn = z.infer<typeof InviteSignIn>;
