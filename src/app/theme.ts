// The MUI theme: primary purple in light mode; dark navy surfaces in dark mode (with a lighter
// purple as primary there, so buttons and links keep their contrast on navy).
import { createTheme, type Theme } from '@mui/material/styles';
// types only: the theme's MuiDataGrid entry (the grid itself stays in the lazy chunks)
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { ColorMode } from '../lib/colorMode';

/** `nonce`: the page's CSP nonce. DataGrid renders a <style> of its CSS variables itself,
 * outside Emotion, and takes the nonce as a prop: the theme gives it to every grid. */
export function createAppTheme(mode: ColorMode, nonce?: string): Theme {
  const light = mode === 'light';
  const paper = light ? '#ffffff' : '#121e36';
  return createTheme({
    palette: {
      mode,
      primary: light
        ? { main: '#6a1b9a', light: '#9c4dcc', dark: '#38006b', contrastText: '#ffffff' }
        : { main: '#b39ddb', light: '#e6ceff', dark: '#836fa9', contrastText: '#0b1426' },
      secondary: light ? { main: '#1a237e' } : { main: '#90caf9' },
      // Text in these colours (outlined chips, amounts, helper texts) keeps 4.5:1 on the pages'
      // surfaces, the grids' selected and hovered rows included (tests/unit/theme.test.ts); MUI's defaults do not (light
      // info 3.9:1, warning 3.1:1; dark error 3.9:1 on a grid row, 3.1:1 on a selected one).
      ...(light
        ? {
            success: { main: '#2a7030' },
            info: { main: '#01579b' },
            warning: { main: '#a84300' },
            error: { main: '#c62828' },
          }
        : { error: { main: '#ff8a80' } }),
      background: { default: light ? '#f6f5fa' : '#0b1426', paper },
      ...(light ? {} : { divider: 'rgba(179, 157, 219, 0.16)' }),
      // Dark selected rows (the grids, the side menu) tinted with primary at 12% instead of 16%:
      // at 16%, hovered as well (+8%), primary and success text on them fell to 4.4:1.
      ...(light ? {} : { action: { selectedOpacity: 0.12 } }),
      // The grids on the paper of the card they sit in. MUI X lightens a dark grid by 5% white,
      // on which a selected and hovered row left red and green text under 4.5:1.
      DataGrid: { bg: paper },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiDataGrid: { defaultProps: { nonce } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // a disabled field's helper text still says something (why it is disabled): readable
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
          }),
        },
      },
    },
  });
}
