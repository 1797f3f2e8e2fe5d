import { Link, useLocation } from '@tanstack/react-router';

/** Under a refusal that needs the second step of sign-in (isInsufficientAal): take it, then come back to this page. */
export function SecondFactorLink() {
  const location = useLocation();
  return (
    <Link to="/auth/mfa" search={{ redirect: location.href }} className="mt-1 inline-block font-semibold underline underline-offset-4">
      Confirm with your second factor
    </Link>
  );
}
