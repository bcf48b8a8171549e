import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  adminPlace,
  clientForm,
  fieldDetails,
  listQuery,
  mutationForm,
  recordQuery,
  staticView,
  type Resource,
} from '../../../resource/resource';
import { FormTextField } from '../../../components/form/FormTextField';
import {
  CreateCategoryDocument,
  GetCategoryDocument,
  UpdateCategoryDocument,
} from './Categories.generated';
import { GetCategoriesDocument } from '../../../graphql/Categories.generated';
import type { CategoryFieldsFragment } from '../../../graphql/fragments.generated';
import { formatDateTime } from '../../../lib/dates';
import { assertSuccess } from '../../../lib/errors';
import { requiredName } from '../../../lib/validation';
import { categoryName } from '../../../ledger/categoryName';
import { createdAtColumn } from '../adminColumns';

type Category = CategoryFieldsFragment;

const schema = yup.object({
  category: requiredName(),
});
type CategoryValues = yup.InferType<typeof schema>;

function CategoryFields({ record }: { record?: Category }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="category"
      label={t('resources.categories.fields.category')}
      required
      // one of the app's own: people read it in their language until it is renamed
      helperText={
        record?.key
          ? t('resources.categories.help.translated', { name: categoryName(t, record) })
          : undefined
      }
    />
  );
}

const toVariables = (values: CategoryValues) => ({ category: values.category.trim() });

/** /categories: the transaction categories everyone picks from. */
export const categoriesResource: Resource<Category, CategoryValues> = {
  key: 'categories',
  usePlace: adminPlace('categories'),
  id: (category) => category.id,
  name: (category) => category.category,
  queries: { list: 'getCategories', record: 'getCategory' },
  list: {
    useList: listQuery(GetCategoriesDocument, (data) => data.getCategories),
    useView: staticView(({ t, locale }) => ({
      columns: [
        {
          field: 'category',
          headerName: t('resources.categories.fields.category'),
          valueGetter: (_, category) => categoryName(t, category),
          flex: 1,
          minWidth: 200,
        },
        createdAtColumn(t('resources.categories.fields.created_at'), locale, 180),
      ],
      card: (category) => ({ subtitle: formatDateTime(category.created_at, locale) }),
    })),
    searchFields: ['category'],
  },
  useRecord: recordQuery(GetCategoryDocument, ({ getCategory }) => ({
    record: getCategory.category,
    message: getCategory.message,
  })),
  form: {
    Fields: CategoryFields,
    useModel: clientForm({
      schema: () => schema,
      initialValues: () => ({ category: '' }),
      toValues: (category) => ({ category: category.category }),
      ...mutationForm({
        create: CreateCategoryDocument,
        createVariables: toVariables,
        created: (data) => assertSuccess(data?.createCategory).category,
        update: UpdateCategoryDocument,
        updateVariables: (category, values) => ({ id: category.id, ...toVariables(values) }),
        updated: (data) => assertSuccess(data?.updateCategory).category,
      }),
    }),
  },
  show: {
    useDetails: fieldDetails('categories', (category, context) => ({
      category: categoryName(context.t, category),
      created_at: formatDateTime(category.created_at, context.locale),
    })),
  },
};
