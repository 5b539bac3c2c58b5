/**
 * The app is written against React's API and runs on Preact (docs/decisions/0015): every import
 * of React, React DOM, their JSX runtimes and the external-store shim resolves to Preact's
 * compatibility layer. The build and the tests resolve through this one list.
 */
const file = (path: string) => new URL(path, import.meta.url).pathname;

export const REACT_ON_PREACT = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: file("./src/app/preact/useSyncExternalStoreWithSelector.ts"),
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
