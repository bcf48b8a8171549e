import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../lib/useColorMode';

/** Switches between light and dark; the choice is saved. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? t('colorMode.toDark') : t('colorMode.toLight');
  return (
    // a native title instead of a Tooltip: keeps Popper out of the landing page's bundle
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label}>
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
