export { pagesRoutes } from './pages/pages.routes';
export type { SitemapLimits } from './pages/sitemap';
export { registerWebApp } from './web-app/web-app';
