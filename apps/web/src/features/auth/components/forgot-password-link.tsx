import { Link } from '@tanstack/react-router';

/** Beside every password a person types to sign in: the way to set a new one. */
export function ForgotPasswordLink() {
  return (
    <Link to="/auth/reset-password" className="font-semibold text-malt-700 underline-offset-4 hover:underline">
      Forgot password?
    </Link>
  );
}
