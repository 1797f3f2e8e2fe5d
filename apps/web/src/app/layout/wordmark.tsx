import { Link } from '@tanstack/react-router';

/** The Tapline mark and name; always a link home. */
export function Wordmark() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-7 w-7">
        <rect width="64" height="64" rx="14" fill="#92400e" />
        <path d="M20 14h24l-3 36a4 4 0 0 1-4 4H27a4 4 0 0 1-4-4z" fill="#fbbf24" />
        <path d="M19 14c3-6 23-6 26 0v4H19z" fill="#fffbeb" />
      </svg>
      Tapline
    </Link>
  );
}
