/** Every page's header: 64 px high, its bottom border included (the app's and the public one). */
export const HEADER_HEIGHT = 64;
