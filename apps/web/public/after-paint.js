/* global document, requestAnimationFrame, window, Element */
// The server's first paint (docs/decisions/0104): the page is on screen before its scripts run, so the app's entry
// script loads once the browser has painted it, rather than competing with the page's stylesheet and images for a
// slow connection before the first paint. The entry's address is this script element's data-entry.
//
// Until the app has taken over, a click on one of the page's buttons has no handler yet: it is kept and the app
// clicks it again once it runs (src/lib/take-over.ts). Links and forms (their submit buttons) need no help: they
// work without the app.
const clicks = [];
window.taplinePaintedClicks = clicks;
document.addEventListener(
  'click',
  (event) => {
    if (window.taplineTakenOver) return;
    const target = event.target instanceof Element ? event.target.closest('button[type="button"], input[type="checkbox"]') : null;
    if (!target || !document.getElementById('root')?.contains(target)) return;
    event.preventDefault();
    clicks.push(target);
  },
  true,
);

const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
if (entry && entry.startsWith('/assets/')) {
  requestAnimationFrame(() => setTimeout(() => void import(entry), 0));
}
