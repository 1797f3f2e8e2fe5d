/**
 * React is the programming model, Preact the runtime (docs/decisions/0091): every `react` import, ours and the
 * libraries', resolves to preact/compat, in the build, the dev server and the web unit tests alike. Going back to React = deleting these.
 */
export const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
