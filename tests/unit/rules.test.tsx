// The rules screens: the list says where each rule looks and what it sets, the form asks for what
// a rule sets before calling the API, and a rule's page applies it to the booked transactions.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rulesResource } from '../../src/ledger/rules/rulesResource';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import {
  ApplyRulesDocument,
  CreateRuleDocument,
  GetRuleDocument,
  type RuleFieldsFragment,
} from '../../src/ledger/rules/Rules.generated';
import { mockOf, mutationAnswer, recordAnswer } from './adminFactories';
import { loadParts, renderWithProviders } from './render';
import { makeCategories } from './transactionsFactories';

const [groceries, salary] = makeCategories();

const makeRule = (overrides: Partial<RuleFieldsFragment> = {}) => ({
  __typename: 'Rule' as const,
  id: '00000000-0000-4000-8000-00000000c001',
  match: 'REWE',
  field: 'any' as const,
  category_id: groceries!.id,
  payee: 'REWE',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const data = {
  categories: [groceries!, salary!],
  rules: [
    makeRule(),
    makeRule({
      id: '00000000-0000-4000-8000-00000000c002',
      match: 'Rentenservice',
      field: 'payee',
      category_id: salary!.id,
      payee: null,
    }),
  ],
};

describe('rules', () => {
  it('lists where each rule looks and what it sets', async () => {
    renderWithProviders(<ResourceListPage resource={rulesResource} />, {
      route: '/rules',
      path: '/rules',
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    const pension = (await within(grid).findByText('Rentenservice')).closest('[role="row"]');
    expect(within(pension as HTMLElement).getByText('Payee')).toBeInTheDocument();
    expect(await within(pension as HTMLElement).findByText('Salary')).toBeInTheDocument();
    const rewe = within(grid).getAllByText('REWE')[0]!.closest('[role="row"]');
    expect(within(rewe as HTMLElement).getByText('Description or payee')).toBeInTheDocument();
  });

  it('asks what a rule sets before calling the API, then creates it', async () => {
    await loadParts(rulesResource);
    const created = makeRule({ match: 'Stadtwerke', category_id: null, payee: 'Stadtwerke' });
    const create = mockOf(
      CreateRuleDocument,
      { match: 'Stadtwerke', field: 'any', category_id: null, payee: 'Stadtwerke' },
      { createRule: mutationAnswer('RuleResult', 'rule', created) },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={rulesResource} />, {
      route: '/rules/create',
      path: '/rules/create',
      mocks: [create.mock],
      data,
    });
    await user.click(await screen.findByLabelText(/^Text contains/));
    await user.paste('  Stadtwerke ');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Choose a category or enter a payee')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/^Payee/));
    await user.paste('Stadtwerke');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/rules/show/${created.id}`),
    );
  });

  it('applies a rule to the booked transactions once the person agrees, and says how many changed', async () => {
    await loadParts(rulesResource);
    const rule = makeRule();
    const record = mockOf(
      GetRuleDocument,
      { id: rule.id },
      {
        getRule: recordAnswer('RuleResult', 'rule', rule),
      },
    );
    const apply = mockOf(
      ApplyRulesDocument,
      { rule_id: rule.id },
      {
        applyRules: {
          __typename: 'ApplyRulesResult',
          success: true,
          message: null,
          errors: null,
          count: 3,
        },
      },
    );
    const { user } = renderWithProviders(<ResourceShowPage resource={rulesResource} />, {
      route: `/rules/show/${rule.id}`,
      path: '/rules/show/:id',
      mocks: [record.mock, apply.mock],
      data,
    });
    expect(await screen.findByText('Category Groceries · payee REWE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply to my transactions' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply this rule to your transactions?',
    });
    expect(apply.result).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('3 transactions changed.')).toBeInTheDocument();
    expect(apply.result).toHaveBeenCalledTimes(1);
  });
});
