import { Link } from '@tanstack/react-router';

const footerLink = 'rounded underline-offset-4 hover:text-ink hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        {/* the year is the browser's, which may differ from the server's first paint on New Year's Eve (decision 0151) */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Tapline{' '}
          <span className="text-stone-400" aria-hidden="true">
            ·
          </span>{' '}
          Independent beer, ordered simply.
        </p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
