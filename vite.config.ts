import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig, type Plugin } from "vite";
import { REACT_ON_PREACT } from "./reactOnPreact.ts";

const serverOrigin = process.env.CINEMA_SERVER_ORIGIN ?? "http://127.0.0.1:8080";

/** Packages every page needs; video.js, pusher-js and the inspector stay lazy chunks. */
const INITIAL_VENDOR = /node_modules\/(preact|@tanstack|xstate|@xstate\/react|effect|js-cookie)\//;
/**
 * The app's own layers below the UI (core, machines, adapters) that the first load needs:
 * only the modules the entry reaches through static imports. A feature's machine or adapter
 * that only a lazily loaded route or component imports stays in that lazy chunk.
 */
const APP_LAYERS = /\/src\/(core|machines|adapters)\//;

type ModuleGraph = { getModuleInfo(id: string): { isEntry: boolean; importers: string[] } | null };

/** Whether `id` is reached from an entry by static imports alone (memoised per build). */
function staticallyReachable(graph: ModuleGraph, memo: Map<string, boolean>, id: string): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // cycles: not reachable through this path
  const info = graph.getModuleInfo(id);
  const reached =
    info !== null &&
    (info.isEntry || info.importers.some((importer) => staticallyReachable(graph, memo, importer)));
  memo.set(id, reached);
  return reached;
}
const reachability = new Map<string, boolean>();
/** Route definitions (the route tree loads them all); their split-off components stay lazy. */
const ROUTE_DEFINITIONS = /\/src\/routes\/[^?]+$/;

/**
 * Puts the page's stylesheets inline into index.html: no render-blocking request, so the
 * boot shell paints at once (the first contentful paint does not wait for any script).
 */
function inlineStylesheets(): Plugin {
  return {
    name: "cinema:inline-stylesheets",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === "asset" ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/app/routeTree.gen.ts",
    }),
    inlineStylesheets(),
  ],
  resolve: { alias: REACT_ON_PREACT },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks for the first load: each request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            { name: (id: string) => (INITIAL_VENDOR.test(id) ? "vendor" : null) },
            {
              name: (id: string, graph: ModuleGraph) =>
                APP_LAYERS.test(id) && staticallyReachable(graph, reachability, id) ? "app" : null,
            },
            { name: (id: string) => (ROUTE_DEFINITIONS.test(id) ? "routes" : null) },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the client; the reference server answers the rest.
    proxy: {
      "/api": serverOrigin,
      "/media": serverOrigin,
      "/presence": { target: serverOrigin, ws: true },
    },
  },
});
