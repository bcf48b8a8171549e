/** jsdom has no matchMedia; MUI's useMediaQuery and the colour mode read it. Desktop, light by default. */
export function stubMatchMedia(matches: (query: string) => boolean = (q) => /min-width/.test(q)) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
