import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API server that `npm run dev` starts beside Vite. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // Vite's modulepreload polyfill would be fine, but modern browsers need none, and no inline code
    // keeps the Content-Security-Policy strict.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${DEV_API_PORT}`, changeOrigin: false } },
  },
});
