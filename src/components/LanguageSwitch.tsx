import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu (with MUI's Menu, Popover and Modal, ~20 kB gzip) is loaded when first wanted: the
// landing and sign-in pages paint without it. Pointing at or focusing the button starts the load,
// so the menu is there by the time it is clicked.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** Switches the interface language (en, de); i18next keeps the choice in `i18nextLng`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const current = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  const prepare = () => {
    void loadMenu();
  };
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateOutlined />}
        aria-label={`${t('language.label')}: ${current.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {current.toUpperCase()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(lng) => {
              void i18n.changeLanguage(lng);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
