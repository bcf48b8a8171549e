// The first stop of every page's Tab order: "Skip to content", shown only while it has the focus,
// moves the focus to the page's main region (MAIN_ID) past the header and the menu.
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of the page's main region, which the skip link moves the focus to. */
export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // the focus moves, the URL stays as it is
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[4],
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('skipLink')}
    </Link>
  );
}
