// The colour mode the app is drawn in and its switch (src/app/ColorModeProvider.tsx provides it).
import { createContext, useContext } from 'react';
import type { ColorMode } from './colorMode';

export type ColorModeContextValue = { mode: ColorMode; toggle: () => void };

export const ColorModeContext = createContext<ColorModeContextValue>({
  mode: 'light',
  toggle: () => {},
});

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
