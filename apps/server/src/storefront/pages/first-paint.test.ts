import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  cachedFirstPaint,
  createFirstPaintCache,
  FIRST_PAINT_BUDGET_MS,
  firstPaint,
  withFirstPaint,
  type FirstPaintRenderer,
} from './first-paint';

const template = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="modulepreload" crossorigin href="/assets/api-client-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function silentLog() {
  return { warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    debug: ReturnType<typeof vi.fn>;
  };
}

const request = { url: '/', data: {}, config: {} };

describe('withFirstPaint', () => {
  it('writes the paint into #root, drops the module preloads and loads the entry after the paint, keeping the stylesheet', () => {
    const html = withFirstPaint(template, '<main><h1>Hello</h1></main>');
    expect(html).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
    expect(html).not.toContain('modulepreload');
    // the entry loads after the first paint
    expect(html).toContain('<script type="module" src="/after-paint.js" data-entry="/assets/index-1.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('leaves the page as it was without a paint', () => {
    expect(withFirstPaint(template, undefined)).toBe(template);
    expect(withFirstPaint(template, '')).toBe(template);
  });

  it('takes a paint containing `$&` and the like as it is', () => {
    expect(withFirstPaint(template, '<p>$& $1 $$</p>')).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });
});

describe('firstPaint', () => {
  it("answers the renderer's HTML", async () => {
    const render: FirstPaintRenderer = async () => ({ html: '<main></main>', missed: [] });
    expect(await firstPaint(render, request, silentLog())).toBe('<main></main>');
  });

  it('answers nothing when the render missed an answer, and says which at debug level', async () => {
    const log = silentLog();
    const render: FirstPaintRenderer = async () => ({ missed: ['/api/venues'] });
    expect(await firstPaint(render, request, log)).toBeUndefined();
    expect(log.debug).toHaveBeenCalledWith(expect.objectContaining({ missed: ['/api/venues'] }), expect.any(String));
  });

  it('answers nothing when the renderer throws, and logs it', async () => {
    const log = silentLog();
    const render: FirstPaintRenderer = () => Promise.reject(new Error('boom'));
    expect(await firstPaint(render, request, log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });

  it(`does not wait past ${FIRST_PAINT_BUDGET_MS} ms for a render`, async () => {
    vi.useFakeTimers();
    try {
      const log = silentLog();
      const render: FirstPaintRenderer = () => new Promise(() => {});
      const answer = firstPaint(render, request, log);
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_BUDGET_MS);
      expect(await answer).toBeUndefined();
      expect(log.warn).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cachedFirstPaint', () => {
  it('paints a page once for the same answers, again when they change; a page that could not be painted is not tried again', async () => {
    const cache = createFirstPaintCache();
    const render = vi.fn<FirstPaintRenderer>(async ({ data }) =>
      data.broken ? { missed: ['/api/x'] } : { html: `<p>${JSON.stringify(data)}</p>`, missed: [] },
    );
    const log = silentLog();
    const first = { url: '/venues/a/', data: { '/api/venues/a': { name: 'A' } }, config: {} };
    expect(await cachedFirstPaint(cache, render, first, log)).toBe('<p>{"/api/venues/a":{"name":"A"}}</p>');
    expect(await cachedFirstPaint(cache, render, { ...first }, log)).toBe('<p>{"/api/venues/a":{"name":"A"}}</p>');
    expect(render).toHaveBeenCalledTimes(1);
    // the venue renamed: its answers differ, so it is painted afresh
    expect(await cachedFirstPaint(cache, render, { ...first, data: { '/api/venues/a': { name: 'B' } } }, log)).toBe(
      '<p>{"/api/venues/a":{"name":"B"}}</p>',
    );
    expect(render).toHaveBeenCalledTimes(2);
    const broken = { url: '/venues/b/', data: { broken: true }, config: {} };
    expect(await cachedFirstPaint(cache, render, broken, log)).toBeUndefined();
    expect(await cachedFirstPaint(cache, render, broken, log)).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(3);
  });
});
