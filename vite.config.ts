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
 */
const SHELL =
  /app[\\/](components[\\/](error-screen|not-found-card|session-provider|theme-provider|theme-toggle|ui[\\/](button|toast-store|lazy-toaster))|lib[\\/](session-id|page-meta|theme|cn|nonce)|features[\\/](site[\\/]|landing[\\/]motion))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x|search-x|lock|rotate-cw)\.js/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
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
