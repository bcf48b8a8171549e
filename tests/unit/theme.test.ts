// The theme's text colours against every surface a row of a list can be on, in both modes:
// WCAG 2.1 AA asks 4.5:1 for text. axe checks the pages as they render, but not a row that is
// selected and hovered at once, which only a pointer makes.
import { alpha, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../src/app/theme';

/** `overlay` at `opacity` over the opaque `background`, as the browser paints it. */
function over(background: string, overlay: string, opacity: number): string {
  const channels = (color: string) =>
    color
      .match(/[\d.]+/g)!
      .map(Number)
      .slice(0, 3);
  const below = channels(alpha(background, 1));
  const above = channels(alpha(overlay, 1));
  return `rgb(${below.map((b, i) => Math.round(b + (above[i]! - b) * opacity)).join(', ')})`;
}

describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
  const { palette } = createAppTheme(mode);
  const paper = palette.background.paper;
  const { hoverOpacity, selectedOpacity } = palette.action;
  // The grids' rows (MUI X): hovered, selected (primary), and both at once.
  const surfaces = {
    paper,
    hovered: over(paper, mode === 'light' ? '#000' : '#fff', hoverOpacity),
    selected: over(paper, palette.primary.main, selectedOpacity),
    'selected and hovered': over(paper, palette.primary.main, selectedOpacity + hoverOpacity),
  };
  const texts = {
    primary: palette.primary.main,
    success: palette.success.main,
    error: palette.error.main,
    warning: palette.warning.main,
    info: palette.info.main,
  };

  it.each(Object.entries(surfaces))('keeps 4.5:1 for coloured text on a %s row', (_, surface) => {
    for (const [name, color] of Object.entries(texts)) {
      expect(getContrastRatio(color, surface), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
