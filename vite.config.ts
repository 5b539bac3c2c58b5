import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { LINKS_PER_TASK, PLAYER_CODE_META } from "./src/adapters/video/playerCode.ts";

const serverOrigin = process.env.CINEMA_SERVER_ORIGIN ?? "http://127.0.0.1:8080";

/**
 * Packages every page needs, in two chunks evaluated in turn: what the start-up's first half
 * needs (actors, cookies, the query cache) and the view layer with the router (the second
 * half, src/app/mount.tsx). Effect (under the response schemas) is a chunk of its own that
 * the first API answer loads (src/adapters/http/decode.ts, docs/decisions/0054); video.js,
 * pusher-js and the inspector stay lazy chunks.
 */
const SCHEMA_VENDOR = /node_modules\/effect\//;
const START_VENDOR = /node_modules\/(xstate|js-cookie|@tanstack\/query-core)\//;
// @xstate/react is not here: only the support forms use it (useActorRef); containers read actors
// with src/ui/useSelector.ts, so it stays in their chunk, out of the first load.
const VIEW_VENDOR = /node_modules\/(react|react-dom|scheduler|@tanstack|use-sync-external-store)\//;
/**
 * The app's own modules the start-up's first half needs: those it reaches through
 * static imports (core, machines, adapters, and the few view selectors the system's links
 * use). Kept in one chunk, so a module the second half shares never drags the view layer into
 * the first. A feature's machine or adapter that only a lazy chunk imports stays there.
 */
const APP_MODULES = /\/src\//;
/** Vite's helper behind every `import()` (it preloads the imported chunk's dependencies). */
const PRELOAD_HELPER = /vite\/preload-helper/;
/** The page's entry: it paints the boot shell, then imports the start-up's first half. */
const ENTRY_MODULE = "/src/app/boot.ts";
/**
 * The start-up's first half (the configuration, the adapters, the actor system). It and the
 * entry stay in chunks of their own: it awaits the second half, which imports the app chunk,
 * and a chunk that awaits a module importing it back would never finish evaluating.
 */
const MAIN_MODULE = "/src/app/main.tsx";
/** The second half of the start-up: the router, the pages and the view layer. */
const MOUNT_MODULE = "/src/app/mount.tsx";
/**
 * The route definitions: the second half imports them in a task of their own. The app's
 * modules the second half reaches statically (the actor context, the route error and pending
 * views) are a chunk of their own ("start-view"), so that the route definitions' chunk, which
 * the root route fills with the layout, stays out of the second half's task.
 */
const ROUTE_TREE_MODULE = "/src/app/routeTree.gen.ts";
/** The start-up's parts past the entry: every first load evaluates them, each in its turn. */
const START_UP_MODULES = [MAIN_MODULE, MOUNT_MODULE, ROUTE_TREE_MODULE];
/**
 * The stylesheets of the first load's chunks (the entry, the vendor groups, the app,
 * start-view and route groups, the second half): index.html carries them inline
 * (inlineStylesheets, preloadStartUp).
 */
const FIRST_LOAD_CSS = /(^|\/)(index|vendor|vendor-view|app|start-view|routes|mount)-[\w-]+\.css$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/**
 * video.js's stylesheet carries its icon font as a data: URI, which the page's CSP refuses
 * (`font-src 'self'`): the stylesheet is given the font's file instead, as it is read.
 */
function videojsFontFromFile(): Plugin {
  return {
    name: "cinema:videojs-font-from-file",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("/video.js/dist/video-js.css")) return null;
      const inlined = /url\(data:application\/font-woff;[^)]*\)/;
      if (!inlined.test(code)) this.error("video-js.css no longer inlines its font as expected");
      return { code: code.replace(inlined, 'url("./font/VideoJS.woff")'), map: null };
    },
  };
}

/**
 * Whether `id` is one of `roots` or reached from one by static imports alone (memoised per
 * build, one memo per set of roots).
 */
function reachableFrom(
  graph: ModuleGraph,
  memo: Map<string, boolean>,
  id: string,
  roots: readonly string[],
): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // cycles: not reachable through this path
  const reached =
    roots.some((root) => id.endsWith(root)) ||
    (graph
      .getModuleInfo(id)
      ?.importers.some((importer) => reachableFrom(graph, memo, importer, roots)) ??
      false);
  memo.set(id, reached);
  return reached;
}
/** The entry and the start-up's first half: what the first half's chunks hold. */
const FIRST_HALF_ROOTS = [ENTRY_MODULE, MAIN_MODULE];
const firstHalfReachability = new Map<string, boolean>();
/** The second half: what the start-view chunk holds (less the first half's). */
const SECOND_HALF_ROOTS = [MOUNT_MODULE];
const secondHalfReachability = new Map<string, boolean>();
/**
 * Route definitions (the route tree loads them all); their split-off components stay lazy.
 * The helpers beside them (`-name.ts`, no route) are not definitions: one that only split-off
 * parts import (a person page's loader and component) goes with those parts, so the page it
 * draws (and DOMPurify under its rich text) is not in every first load.
 */
const ROUTE_DEFINITIONS = /\/src\/routes\/(?:[^?/]+\/)*(?!-)[^?/]+$/;

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

/** A chunk's table of preloaded files, as Vite writes it (`m.f||(m.f=[...])`). */
const PRELOAD_TABLE = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
/** A dynamic import's preload list: indices into that table. */
const PRELOAD_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Takes the first load's stylesheets out of every dynamic import's preload list. Vite lists
 * the stylesheets of all the chunks an import reaches, and its preload helper adds a
 * `<link rel="stylesheet">` for each it does not find as a link: the first load's, inline
 * in index.html, were fetched again and restyled the whole page when they arrived, and
 * adding them cost the import's task tens of milliseconds on a phone. (Vite 8 passes
 * `modulePreload.resolveDependencies` no stylesheet, so it cannot drop them.) The lists keep
 * their length, padded with spaces, so the source maps stay true.
 */
function dropInlinedStylesheets(): Plugin {
  return {
    name: "cinema:drop-inlined-stylesheets",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After Vite has written the preload lists.
      order: "post",
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== "chunk" || !item.code.includes("__vite__mapDeps(")) continue;
          const table = PRELOAD_TABLE.exec(item.code);
          if (!table?.[1]) this.error(`${item.fileName}: Vite's preload table changed form`);
          const files = JSON.parse(table[1]) as string[];
          const inlined = new Set(
            files.flatMap((file, i) => (FIRST_LOAD_CSS.test(file) ? [i] : [])),
          );
          if (inlined.size === 0) continue;
          item.code = item.code.replace(PRELOAD_LIST, (_call, list: string) => {
            const kept = list
              .split(",")
              .filter((index) => index === "" || !inlined.has(Number(index)))
              .join(",");
            return `__vite__mapDeps([${kept.padEnd(list.length, " ")}])`;
          });
        }
      },
    },
  };
}

type BundleChunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
};
type BundleItem = BundleChunk | { type: "asset"; fileName: string; source: string | Uint8Array };

/** `chunk` and every chunk it imports statically, in load order. */
function chunkClosure(bundle: Record<string, BundleItem>, chunk: BundleChunk): BundleChunk[] {
  const seen = new Map<string, BundleChunk>();
  const visit = (current: BundleChunk) => {
    if (seen.has(current.fileName)) return;
    for (const file of current.imports) {
      const imported = bundle[file];
      if (imported?.type === "chunk") visit(imported);
    }
    seen.set(current.fileName, current);
  };
  visit(chunk);
  return [...seen.values()];
}

/** The chunk whose entry module is `moduleSuffix`'s, if the module has a chunk of its own. */
function chunkOf(
  bundle: Record<string, BundleItem>,
  moduleSuffix: string,
): BundleChunk | undefined {
  return Object.values(bundle).find(
    (item): item is BundleChunk =>
      item.type === "chunk" && (item.facadeModuleId?.endsWith(moduleSuffix) ?? false),
  );
}

/** The chunk of `moduleSuffix` and every chunk it imports statically, in load order. */
function staticClosure(bundle: Record<string, BundleItem>, moduleSuffix: string): BundleChunk[] {
  const start = chunkOf(bundle, moduleSuffix);
  return start ? chunkClosure(bundle, start) : [];
}

/**
 * The start-up's parts past the entry (START_UP_MODULES: the first half, the second half and
 * the route definitions) are dynamic imports, so that their modules evaluate after the first
 * paint, each in a task of its own; they are still part of every first load. Their chunks
 * are preloaded with the entry's (no round trip after the entry runs) and their stylesheets
 * are inlined with the entry's, so no import of theirs waits for a stylesheet. They are asked
 * at low priority: the server's HTML and its pictures come first, nothing on the first paint
 * waits for them.
 */
function preloadStartUp(): Plugin {
  const startUpCss = new Set<string>();
  return {
    name: "cinema:preload-start-up",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle as Record<string, BundleItem> | undefined;
        if (!bundle) return html;
        const chunks = [
          ...new Set(START_UP_MODULES.flatMap((module) => staticClosure(bundle, module))),
        ];
        const preloads = chunks
          .map((chunk) => `/${chunk.fileName}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map(
            (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
          )
          .join("");
        const styles = chunks
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .filter((file) => !startUpCss.has(file) && startUpCss.add(file))
          .map((file) => bundle[file])
          .map((asset) => (asset?.type === "asset" ? String(asset.source) : ""))
          // A stylesheet the entry shares is inline already.
          .filter((css) => css !== "" && !html.includes(css))
          .map((css) => `<style>${css}</style>`)
          .join("");
        return html.replace(/<\/head>/, () => `${styles}${preloads}</head>`);
      },
    },
  };
}

/** Where Vite's helper adds a dependency's link to the document. */
const HELPER_APPEND = "document.head.appendChild(link);";

/**
 * Vite's helper behind every `import()` adds a `<link rel="modulepreload">` for each of the
 * imported chunk's JavaScript dependencies, all in the task that imports. Chrome takes about a
 * millisecond to add one (it starts the request there and then): a film page's route code has
 * 18, and that task grew past 20 ms on a fast machine. The helper now adds them
 * `LINKS_PER_TASK` per task (the pace the player's code is fetched at), in the tasks right after
 * (the import itself starts at once): the requests start a few milliseconds later, long before
 * the imported chunk has arrived and named them itself.
 * Stylesheets are still linked at once (the helper waits for them). The build fails if Vite's
 * helper no longer has that line.
 */
function preloadLinksInBatches(): Plugin {
  const appendInBatches = `const waitingLinks = [];
function appendModulePreload(link) {
  if (waitingLinks.push(link) === 1) setTimeout(appendWaitingLinks, 0);
}
function appendWaitingLinks() {
  for (const link of waitingLinks.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);
  if (waitingLinks.length > 0) setTimeout(appendWaitingLinks, 0);
}
`;
  return {
    name: "cinema:preload-links-in-batches",
    apply: "build",
    transform(code, id) {
      if (!PRELOAD_HELPER.test(id)) return null;
      if (!code.includes(HELPER_APPEND)) {
        this.error("Vite's preload helper changed: update preloadLinksInBatches (vite.config.ts)");
      }
      return (
        appendInBatches +
        code.replace(
          HELPER_APPEND,
          `if (isCss) document.head.appendChild(link); else appendModulePreload(link);`,
        )
      );
    },
  };
}

/** The video adapter: the player's code starts at its chunk. */
const PLAYER_ADAPTER_MODULE = "/src/adapters/video/videojs.ts";
/**
 * Names the player's files in the page's head (a meta tag the app reads: PLAYER_CODE_META),
 * so a title page can fetch them when idle without running them
 * (src/adapters/video/playerCode.ts, docs/decisions/0049, 0073): the video adapter's chunk,
 * the chunks it imports, and the chunks it imports when it runs (video.js) with theirs. The
 * build fails if the adapter has no chunk of its own.
 */
function playerCodeMeta(): Plugin {
  return {
    name: "cinema:player-code-meta",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle as Record<string, BundleItem> | undefined;
        if (!bundle) return html;
        const adapter = chunkOf(bundle, PLAYER_ADAPTER_MODULE);
        if (!adapter) throw new Error(`no chunk of its own for ${PLAYER_ADAPTER_MODULE}`);
        const files = new Set<string>();
        for (const chunk of [
          adapter,
          ...adapter.dynamicImports.flatMap((file) => {
            const imported = bundle[file];
            return imported?.type === "chunk" ? [imported] : [];
          }),
        ]) {
          for (const reached of chunkClosure(bundle, chunk)) files.add(`/${reached.fileName}`);
        }
        const meta = `<meta name="${PLAYER_CODE_META}" content="${[...files].join(",")}">`;
        return html.replace(/<\/head>/, () => `${meta}</head>`);
      },
    },
  };
}

const routerPlugins = () => [
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    // A route's loader goes with its component into the route's own chunk (TanStack's
    // default keeps loaders in the route definitions, which every first load evaluates):
    // the queries, rules and helpers only other pages' loaders use stay out of it
    // (docs/decisions/0054).
    codeSplittingOptions: {
      defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
    },
    routesDirectory: "./src/routes",
    generatedRouteTree: "./src/app/routeTree.gen.ts",
  }),
  react(),
];

/**
 * The server's render (`vite build --ssr src/app/entry-server.tsx`, npm run build): the app
 * for Node, its packages left to node_modules, into dist-server/ (never served: the page
 * server imports it, server/render/). CSS is the browser build's.
 */
const serverBuild = defineConfig({
  plugins: routerPlugins(),
  // React and the packages over it are bundled, built for production: left to node_modules,
  // React's server renderer chose its development build whenever the page server was not
  // started with NODE_ENV=production (the demo), which rendered pages several times slower.
  // jsdom (DOMPurify's window on the server) stays a package of its own.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, external: ["jsdom"] },
  build: {
    target: "node20",
    outDir: process.env.CINEMA_RENDER_OUT ?? "dist-server",
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    // One file: a route's code split into a chunk of its own made every render `import()` it
    // again, and each import() of the page server (run under tsx) asks its loader hooks in
    // another thread. On the server nothing is downloaded, so nothing is gained by splitting.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const clientBuild = defineConfig({
  plugins: [
    ...routerPlugins(),
    videojsFontFromFile(),
    inlineStylesheets(),
    preloadStartUp(),
    dropInlinedStylesheets(),
    preloadLinksInBatches(),
    playerCodeMeta(),
  ],
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks for the first load: each request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            // Vite's import helper, alone: the entry needs it and nothing else at first.
            {
              debugName: "preload-helper",
              name: (id: string) => (PRELOAD_HELPER.test(id) ? "preload-helper" : null),
            },
            {
              debugName: "vendors",
              name: (id: string) =>
                SCHEMA_VENDOR.test(id)
                  ? "vendor-effect"
                  : START_VENDOR.test(id)
                    ? "vendor"
                    : VIEW_VENDOR.test(id)
                      ? "vendor-view"
                      : null,
            },
            {
              debugName: "app",
              name: (id: string, graph: ModuleGraph) =>
                APP_MODULES.test(id) &&
                !id.endsWith(".css") &&
                !id.endsWith(ENTRY_MODULE) &&
                !id.endsWith(MAIN_MODULE) &&
                reachableFrom(graph, firstHalfReachability, id, FIRST_HALF_ROOTS)
                  ? "app"
                  : null,
            },
            {
              debugName: "start-view",
              name: (id: string, graph: ModuleGraph) =>
                APP_MODULES.test(id) &&
                !id.endsWith(".css") &&
                !id.endsWith(MOUNT_MODULE) &&
                reachableFrom(graph, secondHalfReachability, id, SECOND_HALF_ROOTS)
                  ? "start-view"
                  : null,
            },
            {
              debugName: "routes",
              name: (id: string) => (ROUTE_DEFINITIONS.test(id) ? "routes" : null),
            },
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
