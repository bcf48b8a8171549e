import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the screen: "Accounts · Wealth Tracker", or the app's name alone.
 * Non-text titles (e.g. a skeleton while the record loads) leave the app's name.
 */
export function useDocumentTitle(title?: unknown) {
  const { t } = useTranslation();
  const appName = t('app.name');
  const text = typeof title === 'string' && title.trim() ? title : undefined;
  useEffect(() => {
    document.title = text ? `${text} · ${appName}` : appName;
  }, [text, appName]);
}
