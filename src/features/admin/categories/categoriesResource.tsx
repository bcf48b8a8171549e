import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  adminPlace,
  clientForm,
  listQuery,
  recordQuery,
  staticDetails,
  staticView,
  type Resource,
} from '../../../resource/resource';
import { FormTextField } from '../../../components/form/FormTextField';
import {
  CreateCategoryDocument,
  GetCategoriesDocument,
  GetCategoryDocument,
  UpdateCategoryDocument,
  type CategoryFieldsFragment,
} from '../../../graphql/generated';
import { formatDateTime } from '../../../lib/dates';
import { assertSuccess } from '../../../lib/errors';
import { requiredName } from '../../../lib/validation';

type Category = CategoryFieldsFragment;

const schema = yup.object({
  category: requiredName(),
});
type CategoryValues = yup.InferType<typeof schema>;

function CategoryFields() {
  const { t } = useTranslation();
  return (
    <FormTextField name="category" label={t('resources.categories.fields.category')} required />
  );
}

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
          flex: 1,
          minWidth: 200,
        },
        {
          field: 'created_at',
          headerName: t('resources.categories.fields.created_at'),
          type: 'dateTime',
          valueGetter: (value: string) => new Date(value),
          renderCell: ({ row }) => formatDateTime(row.created_at, locale),
          minWidth: 180,
        },
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
      create: async (client, values) => {
        const { data } = await client.mutate({
          mutation: CreateCategoryDocument,
          variables: { category: values.category.trim() },
        });
        return assertSuccess(data?.createCategory).category;
      },
      update: async (client, category, values) => {
        const { data } = await client.mutate({
          mutation: UpdateCategoryDocument,
          variables: { id: category.id, category: values.category.trim() },
        });
        return assertSuccess(data?.updateCategory).category;
      },
    }),
  },
  show: {
    useDetails: staticDetails((category, { t, locale }) => [
      { label: t('resources.categories.fields.category'), value: category.category },
      {
        label: t('resources.categories.fields.created_at'),
        value: formatDateTime(category.created_at, locale),
      },
    ]),
  },
};
