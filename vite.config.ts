import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Issue 12: what every page runs before it hydrates (React, React Router, TanStack Query)
 * as one chunk, not a dozen small requests each page's HTML must preload.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The small modules every public page's shell runs (header, theme, session, error screens,
 * the icon helper) as one chunk: each separate file costs a request and its own gzip window.
 * Not the footer: it hydrates, and brings its code, only near the viewport (public layout).
 */
const SHELL =
  /app[\\/](components[\\/](error-screen|not-found-card|session-provider|theme-provider|theme-toggle|ui[\\/](button|toast-store|lazy-toaster))|lib[\\/](session-id|page-meta|theme|cn|nonce)|features[\\/](site[\\/](?!site-footer|social-icons)|landing[\\/]motion))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x|search-x|lock|rotate-cw)\.js/;

/**
 * Issue 12 (start-up): the server build carries its packages (icons, Radix, charts, drag and
 * drop, markdown), tree-shaken, instead of importing them from node_modules at every start:
 * loading lucide-react's and radix-ui's full module trees cost more than the rest of the
 * renderer. These stay shared with the compiled server (scripts/build-server.mjs), which
 * hands the build its request handler and must see the same React and React Router.
 */
const SSR_EXTERNAL = ["react", "react-dom", "react-router", "@react-router/node", "zod"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Only for the build: the development server keeps loading packages as they are.
  ...(isSsrBuild ? { ssr: { noExternal: true, external: SSR_EXTERNAL } } : {}),
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
  server: { watch: { ignored: ["**/data/**", "**/.tmp/**", "**/test-results/**"] } },
}));
