import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** extra origins the web app may call (a hosted auth project, when configured) */
  connectSources: string[];
}

/**
 * The one page other websites may put in an <iframe>: a venue's tap list embed, `/venues/{id}/menu/embed`
 * (decision 0112), with or without a trailing slash and a query. Every other path, the rest of that venue's pages
 * included, keeps `frame-ancestors 'none'` (no clickjacking of sign-in, ordering or the dashboards).
 */
const FRAMEABLE_PAGE = /^\/venues\/[^/?#]+\/menu\/embed\/?(?:\?.*)?$/i;

function isFrameablePage(url: string): boolean {
  return FRAMEABLE_PAGE.test(url);
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.connectSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(request: IncomingMessage) => (isFrameablePage(request.url ?? '') ? '*' : "'none'")],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // nosniff, frame-options, referrer-policy and the rest come from helmet's defaults
  });
  // the embed: helmet's X-Frame-Options (SAMEORIGIN) would still refuse other sites in browsers that read it first
  app.addHook('onRequest', async (request, reply) => {
    if (isFrameablePage(request.url)) reply.raw.removeHeader('x-frame-options');
  });
}
