import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** The shared page frame (docs/domain.md, Page frame): header, the page's main content, footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      {/* printed, a page is its content alone (an order's packing slip) */}
      <div className="contents print:hidden">
        <Header />
      </div>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8">
        {children}
      </main>
      <div className="contents print:hidden">
        <Footer />
      </div>
    </div>
  );
}
