#!/usr/bin/env node
// Regenerates src/app/routeTree.gen.ts from src/routes (what `vite build` and `npm run dev`
// also do), so the typecheck sees new route files without a build.
import { Generator, getConfig } from "@tanstack/router-generator";

const config = getConfig({
  target: "react",
  autoCodeSplitting: true,
  routesDirectory: "./src/routes",
  generatedRouteTree: "./src/app/routeTree.gen.ts",
});
await new Generator({ config, root: process.cwd() }).run();
