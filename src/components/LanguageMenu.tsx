import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../lib/language';

export type LanguageMenuProps = {
  anchor: HTMLElement | null;
  current: string;
  onClose: () => void;
  onChoose: (language: Language) => void;
};

/** The languages to choose from, under the LanguageSwitch's button. */
export function LanguageMenu({ anchor, current, onClose, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {supportedLanguages.map((lng) => (
        <MenuItem key={lng} selected={lng === current} lang={lng} onClick={() => onChoose(lng)}>
          {t(`language.${lng}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
