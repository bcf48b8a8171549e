import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../components/form/FormSelectField';
import { useCategoryPicker } from './pickers';

/** The category of a transaction or a rule: a select of the categories, "None" first. */
export function CategoryField({ label, helperText }: { label: string; helperText: string }) {
  const { t } = useTranslation();
  const categories = useCategoryPicker();
  return (
    <FormSelectField
      name="category_id"
      label={label}
      options={categories.options}
      emptyLabel={t('form.none')}
      helperText={helperText}
      disabled={categories.loading}
    />
  );
}
