/** The year of the build (vite.config.ts): the footer's year in the prerendered pages. */
declare const __BUILD_YEAR__: number;
