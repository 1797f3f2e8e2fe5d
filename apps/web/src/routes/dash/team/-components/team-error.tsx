import type { ErrorComponentProps } from '@tanstack/react-router';
import { LinkButton } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { isNotFound } from '@/lib/api-client';

/**
 * A team page's error view. A 404 on the team means the active entity is no longer one of yours (removed
 * from the team, or a stale choice in this browser): say so, and offer to choose again.
 */
export function TeamError(props: ErrorComponentProps) {
  if (isNotFound(props.error)) {
    return (
      <div className="mx-auto my-16 max-w-md text-center">
        <h1 className="text-2xl font-bold text-ink">You’re not on this team any more</h1>
        <p className="mt-2 text-ink-soft">
          The organisation chosen in this browser doesn’t list you as a member. Choose one of your organisations to carry on.
        </p>
        <div className="mt-6 flex justify-center">
          <LinkButton to="/dash/profile/choose-entity">Choose an organisation</LinkButton>
        </div>
      </div>
    );
  }
  return <ErrorView {...props} />;
}
