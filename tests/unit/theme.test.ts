// The theme's text colours against every surface a row of a list can be on, in both modes:
// WCAG 2.1 AA asks 4.5:1 for text. axe checks the pages as they render, but not a row that is
// selected and hovered at once, which only a pointer makes. The surfaces are worked out as MUI X
// paints a grid's rows (@mui/x-data-grid material/variables.js and GridRootStyles.js): the grid's
// background (the theme's `palette.DataGrid.bg`, else the paper, lightened by 5% white when
// dark), mixed with primary at the selected opacity, plus the hover opacity when hovered too.
import { alpha, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../src/app/theme';

/** `overlay` mixed into the opaque `background` at `share` (CSS color-mix in srgb). */
function mix(background: string, overlay: string, share: number): string {
  const channels = (color: string) =>
    color
      .match(/[\d.]+/g)!
      .map(Number)
      .slice(0, 3);
  const below = channels(alpha(background, 1));
  const above = channels(alpha(overlay, 1));
  return `rgb(${below.map((b, i) => Math.round(b + (above[i]! - b) * share)).join(', ')})`;
}

describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
  const { palette } = createAppTheme(mode);
  const paper = palette.background.paper;
  const grid =
    (palette as { DataGrid?: { bg?: string } }).DataGrid?.bg ??
    (mode === 'dark' ? mix(paper, '#fff', 0.05) : palette.background.paper);
  const { hoverOpacity, selectedOpacity } = palette.action;
  const surfaces = {
    paper,
    'grid row': grid,
    'hovered row': mix(grid, mode === 'light' ? '#000' : '#fff', hoverOpacity),
    'selected row': mix(grid, palette.primary.main, selectedOpacity),
    'selected and hovered row': mix(grid, palette.primary.main, selectedOpacity + hoverOpacity),
  };
  const texts = {
    primary: palette.primary.main,
    success: palette.success.main,
    error: palette.error.main,
    warning: palette.warning.main,
    info: palette.info.main,
  };

  it.each(Object.entries(surfaces))('keeps 4.5:1 for coloured text on a %s', (_, surface) => {
    for (const [name, color] of Object.entries(texts)) {
      expect(getContrastRatio(color, surface), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
