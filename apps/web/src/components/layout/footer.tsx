import { Link } from '@tanstack/react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Tapline. Independent beer, ordered simply.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy-policy" className="underline-offset-4 hover:text-ink hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="underline-offset-4 hover:text-ink hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
