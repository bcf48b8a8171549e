// A category's name as people read it: the app's own categories (those with a key) in the
// reader's language, any other as the administrator wrote it.
import type { TFunction } from 'i18next';

type NamedCategory = { category: string; key?: string | null };

export const categoryName = (t: TFunction, { category, key }: NamedCategory): string =>
  key ? t(`category.${key}`, { defaultValue: category }) : category;
