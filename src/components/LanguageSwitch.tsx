import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../lib/i18n';

/** Switches the interface language (en, de); i18next keeps the choice in `i18nextLng`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateOutlined />}
        aria-label={`${t('language.label')}: ${current.toUpperCase()}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {supportedLanguages.map((lng) => (
          <MenuItem
            key={lng}
            selected={lng === current}
            lang={lng}
            onClick={() => {
              void i18n.changeLanguage(lng);
              setAnchor(null);
            }}
          >
            {t(`language.${lng}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
