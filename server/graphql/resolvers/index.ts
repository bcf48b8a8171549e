import { checkArguments } from '../inputs.js';
import { scalars } from '../scalars.js';
import type { Resolvers } from '../resolvers.generated.js';
import { accessTokenResolvers } from './accessTokens.js';
import { myDataResolvers } from './myData.js';
import { passkeyResolvers } from './passkeys.js';
import { accountResolvers } from './accounts.js';
import { assetResolvers } from './assets.js';
import { authResolvers } from './auth.js';
import { categoryResolvers } from './categories.js';
import { instrumentResolvers } from './instruments.js';
import { mappingResolvers } from './mappings.js';
import { ruleResolvers } from './rules.js';
import { statementResolvers } from './statements.js';
import { tradeResolvers } from './trades.js';
import { transactionResolvers } from './transactions.js';
import { userResolvers } from './users.js';
import { valuationResolvers } from './valuation.js';
import { venueResolvers } from './venues.js';

const modules: Resolvers[] = [
  authResolvers,
  accessTokenResolvers,
  passkeyResolvers,
  myDataResolvers,
  userResolvers,
  instrumentResolvers,
  venueResolvers,
  categoryResolvers,
  mappingResolvers,
  accountResolvers,
  assetResolvers,
  transactionResolvers,
  tradeResolvers,
  valuationResolvers,
  statementResolvers,
  ruleResolvers,
];

/** Every module's resolvers, merged type by type; an operation defined twice is a bug. */
export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${type}.${field} is resolved twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = { ...scalars, ...checkArguments(mergeResolvers(modules)) };
