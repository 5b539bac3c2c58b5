import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const serverOrigin = process.env.CINEMA_SERVER_ORIGIN ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/app/routeTree.gen.ts",
    }),
    react(),
  ],
  build: { target: "es2022", sourcemap: true },
  server: {
    // `npm run dev`: Vite serves the client; the reference server answers the rest.
    proxy: {
      "/api": serverOrigin,
      "/media": serverOrigin,
      "/presence": { target: serverOrigin, ws: true },
    },
  },
});
