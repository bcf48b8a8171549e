// Demo data: a verified demo user with two years of a plausible financial life, so a newcomer sees a
// living dashboard at once (`npm run demo`, or DEMO_DATA=1 on start). Everything goes through the
// domain functions (ledger, valuation), so every invariant holds as if a person had typed it in.
// Dates are counted back from today, so the demo always looks current; amounts come from a seeded
// PRNG, so two runs on the same day give the same ledger. Prices come from ./prices.json (a random
// walk shipped with the code, never the network), stored with source 'demo'.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assets, categories, instruments, users } from '../db/schema.js';
import { createAccount, type CreateAccountInput } from '../domain/ledger/accounts.js';
import { createRule } from '../domain/ledger/rules.js';
import { createTransaction, type CreateTransactionInput } from '../domain/ledger/transactions.js';
import { createAssetValuation } from '../domain/ledger/valuations.js';
import { hashPassword } from '../domain/passwords.js';
import { isFailure, type Failure } from '../domain/result.js';
import { today } from '../domain/days.js';
import { applyPrices, repairHistory, type PriceInput } from '../domain/valuation.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-wealth-2026';
export const DEMO_NAME = 'Demo User';
/** users.meta.demo while the seeding runs; true once it is complete. */
const SEEDING = 'seeding';
/** How far back the demo ledger reaches, in days. */
export const DEMO_DAYS = 730;

export type DemoPrices = { days: number; prices: Record<'BTC' | 'ETH' | 'EUR', number[]> };

export type SeedOptions = {
  /** Hashes the demo password (default: the app's scrypt hash). */
  passwordHasher?: (password: string) => Promise<string>;
  /** The prices to store (default: ./prices.json). */
  prices?: DemoPrices;
};

export type SeedResult = {
  /** false: the demo user existed already and nothing was written. */
  created: boolean;
  userId: string;
  email: string;
  password: string;
  accounts: number;
  transactions: number;
  prices: number;
};

export function loadDemoPrices(): DemoPrices {
  return JSON.parse(readFileSync(new URL('./prices.json', import.meta.url), 'utf8')) as DemoPrices;
}

/** mulberry32: a small seeded PRNG, so the demo is the same on every run. */
function prng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A decimal string between min and max with `digits` places. */
    amount: (min: number, max: number, digits = 2) => (min + next() * (max - min)).toFixed(digits),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Unwraps a domain answer; a failure here is a bug in the demo, so it stops the seeding. */
function must<T extends object>(answer: T | Failure, what: string): T {
  if (isFailure(answer)) {
    throw new Error(`Demo data: ${what} failed: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * Creates the demo user and their ledger, unless a user with the demo e-mail exists already (then
 * nothing is written and `created` is false).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const hasher = options.passwordHasher ?? hashPassword;
  const demoPrices = options.prices ?? loadDemoPrices();
  const base = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

  const [existing] = await db
    .select({ id: users.id, meta: users.meta })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  const unfinished = (existing?.meta as { demo?: string } | null)?.demo === SEEDING;
  if (existing && !unfinished) {
    return {
      ...base,
      created: false,
      userId: existing.id,
      accounts: 0,
      transactions: 0,
      prices: 0,
    };
  }
  // A seeding that was interrupted (the process killed) starts over.
  if (existing) await db.delete(users).where(eq(users.id, existing.id));
  const passwordHash = await hasher(DEMO_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      fullname: DEMO_NAME,
      email: DEMO_EMAIL,
      password_hash: passwordHash,
      email_verified: true,
      role: 'user',
      meta: { demo: SEEDING },
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) {
    // Another process is seeding it.
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAIL));
    return { ...base, created: false, userId: other!.id, accounts: 0, transactions: 0, prices: 0 };
  }
  // Not one database transaction: each write is the ledger's own, as when a person makes it (a
  // single long transaction would pile up versions of the same rows and slow every write down).
  // On failure the user goes, and everything of theirs with them.
  try {
    const counts = await fillLedger(db, user.id, demoPrices);
    await db
      .update(users)
      .set({ meta: { demo: true } })
      .where(eq(users.id, user.id));
    return { ...base, created: true, userId: user.id, ...counts };
  } catch (error) {
    await db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
}

/** The demo user's accounts, valuations, transactions and prices, and their history once. */
async function fillLedger(
  db: Db,
  userId: string,
  demoPrices: DemoPrices,
): Promise<{ accounts: number; transactions: number; prices: number }> {
  const now = today();
  const dayAt = (offset: number) => dayBefore(now, offset);

  const instrumentRows = await db
    .select({ id: instruments.id, ticker: instruments.ticker })
    .from(instruments);
  const instrument = (ticker: string) => {
    const row = instrumentRows.find((i) => i.ticker === ticker);
    if (!row) throw new Error(`Demo data: instrument ${ticker} is not seeded`);
    return row.id;
  };
  const categoryRows = await db.select().from(categories);
  const category = (name: string) => categoryRows.find((c) => c.category === name)?.id ?? null;

  // Prices first, so every holding is valued from its first day.
  const priceInput: PriceInput[] = [];
  const nowDate = new Date();
  for (const ticker of ['BTC', 'ETH', 'EUR'] as const) {
    const series = demoPrices.prices[ticker];
    series.forEach((price, offset) => {
      const day = dayAt(offset);
      const close = new Date(`${day}T22:00:00Z`);
      priceInput.push({
        instrument_id: instrument(ticker),
        day,
        price: String(price),
        as_of: close < nowDate ? close : nowDate,
        source: 'demo',
      });
    });
  }
  await applyPrices(db, priceInput);
  const priceOn = (ticker: 'BTC' | 'ETH' | 'EUR', offset: number) => {
    const series = demoPrices.prices[ticker];
    return series[Math.min(offset, series.length - 1)]!;
  };

  let accountCount = 0;
  const account = async (input: CreateAccountInput) => {
    accountCount += 1;
    return must(await createAccount(db, userId, input), `account ${input.name}`);
  };
  const usd = instrument('USD');
  const checking = await account({
    name: 'Chase Checking',
    description: 'Everyday US checking account',
    account_class: 'bank',
    instrument_id: usd,
    value: '12480.00',
  });
  const giro = await account({
    name: 'Sparkasse Girokonto',
    description: 'German current account',
    account_class: 'bank',
    instrument_id: instrument('EUR'),
    value: '4200.00',
  });
  const cash = await account({
    name: 'Cash wallet',
    account_class: 'cash',
    instrument_id: usd,
    value: '240.00',
  });
  const btc = await account({
    name: 'Bitcoin cold wallet',
    description: 'Hardware wallet',
    account_class: 'crypto',
    instrument_id: instrument('BTC'),
    value: '0.15',
  });
  const eth = await account({
    name: 'Ethereum wallet',
    account_class: 'crypto',
    instrument_id: instrument('ETH'),
    value: '2.5',
  });
  // Real assets: created at today's value, then their earlier valuations.
  const house = await account({
    name: 'Maple Street house',
    description: 'Rented out since purchase',
    account_class: 'real',
    instrument_id: usd,
    value: '452000',
  });
  const car = await account({
    name: 'Toyota RAV4 Hybrid',
    account_class: 'real',
    account_type: 'asset',
    instrument_id: usd,
    value: '24600',
  });
  const mortgage = await account({
    name: 'Maple Street mortgage',
    description: '30-year fixed, 6.1 %',
    account_class: 'liability',
    account_type: 'loan',
    instrument_id: usd,
    value: '0',
    master_account_id: house.id,
  });

  const houseAsset = await primaryAssetId(db, house.id);
  const carAsset = await primaryAssetId(db, car.id);
  const valuations: [string, number, string, string][] = [
    [houseAsset, DEMO_DAYS, '420000', 'Purchase price'],
    [houseAsset, 365, '437500', 'Appraisal for the refinance quote'],
    [carAsset, 600, '34500', 'Bought new'],
    [carAsset, 420, '31200', 'Dealer trade-in estimate'],
    [carAsset, 240, '28700', 'Kelley Blue Book'],
    [carAsset, 60, '25900', 'Kelley Blue Book'],
  ];
  for (const [asset_id, offset, value, note] of valuations) {
    must(
      await createAssetValuation(db, userId, { asset_id, date: dayAt(offset), value, note }),
      `valuation ${note}`,
    );
  }

  // The transactions, oldest first, from a fixed seed.
  const random = prng(2026);
  let transactionCount = 0;
  /** Where the transactions go: the month's database transaction. */
  let writer: Db = db;
  const add = async (input: CreateTransactionInput) => {
    transactionCount += 1;
    must(await createTransaction(writer, userId, input), `transaction ${input.description ?? ''}`);
  };
  const debit = (
    account_id: string,
    date: string,
    amount: string,
    description: string,
    cat: string,
    payee?: string,
  ) =>
    add({
      account_id,
      date,
      amount,
      description,
      payee,
      transaction_type: 'debit',
      category_id: category(cat),
    });
  const credit = (
    account_id: string,
    date: string,
    amount: string,
    description: string,
    cat: string,
    payee?: string,
  ) =>
    add({
      account_id,
      date,
      amount,
      description,
      payee,
      transaction_type: 'credit',
      category_id: category(cat),
    });

  await debit(
    mortgage.id,
    dayAt(DEMO_DAYS),
    '360000.00',
    'Mortgage drawdown — Maple Street',
    'Other',
  );

  let principal = 520;
  const seedDay = async (offset: number) => {
    const date = dayAt(offset);
    const d = new Date(`${date}T00:00:00Z`);
    const dom = d.getUTCDate();
    const dow = d.getUTCDay(); // 0 Sunday
    const month = d.getUTCMonth();
    const weekday = dow >= 1 && dow <= 5;

    // --- US checking ---
    if (dom === 1) {
      await debit(checking.id, date, '2350.00', 'Rent', 'Rent', 'Riverside Apartments');
      await credit(checking.id, date, '2400.00', 'Rental income', 'Other', 'Maple Street tenant');
    }
    if (dom === 15 || dom === 28) {
      await credit(checking.id, date, random.amount(3440, 3470), 'Payroll', 'Salary', 'Acme Corp');
    }
    if (dom === 28 && month === 2) {
      await credit(
        checking.id,
        date,
        random.amount(4000, 6500, 0) + '.00',
        'Annual bonus',
        'Salary',
        'Acme Corp',
      );
    }
    if (dom === 5) {
      // The mortgage payment: principal by transfer, interest as an expense.
      principal += random.next() * 4 + 1;
      await add({
        account_id: checking.id,
        date,
        amount: principal.toFixed(2),
        description: 'Mortgage payment — principal',
        transaction_type: 'transfer',
        destination_account_id: mortgage.id,
        category_id: category('Transfer'),
      });
      await debit(
        checking.id,
        date,
        (2180 - principal).toFixed(2),
        'Mortgage interest',
        'Other',
        'Wells Fargo',
      );
    }
    if (dom === 8)
      await debit(
        checking.id,
        date,
        random.amount(85, 190),
        'Electricity',
        'Utilities',
        'Con Edison',
      );
    if (dom === 12)
      await debit(checking.id, date, '74.99', 'Internet', 'Utilities', 'Verizon Fios');
    if (dom === 18) await debit(checking.id, date, '65.00', 'Phone plan', 'Utilities', 'T-Mobile');
    if (dom === 22)
      await debit(checking.id, date, random.amount(600, 1400), 'Visa card payment', 'Other');
    if (dom === 3) await debit(checking.id, date, '15.49', 'Streaming', 'Entertainment', 'Netflix');
    if (dom === 10) {
      await add({
        account_id: checking.id,
        date,
        amount: '200.00',
        description: 'ATM withdrawal',
        transaction_type: 'transfer',
        destination_account_id: cash.id,
        category_id: category('Transfer'),
      });
    }
    if (dow === 6 || (dow === 3 && random.chance(0.6))) {
      await debit(
        checking.id,
        date,
        random.amount(45, 190),
        'Groceries',
        'Groceries',
        random.pick(['Whole Foods Market', "Trader Joe's", 'Costco', 'Safeway']),
      );
    }
    if ((dow === 5 || dow === 6) && random.chance(0.55)) {
      await debit(
        checking.id,
        date,
        random.amount(28, 140),
        'Eating out',
        'Dining',
        random.pick(['Chipotle', 'Olive Garden', 'Sushi Katsu', 'The Local Bistro', 'DoorDash']),
      );
    }
    if (weekday && random.chance(0.12)) {
      await debit(
        checking.id,
        date,
        random.amount(18, 65),
        random.pick(['Shell gas station', 'Uber', 'MTA MetroCard', 'Chevron']),
        'Transport',
      );
    }
    if (random.chance(0.04)) {
      await debit(
        checking.id,
        date,
        random.amount(15, 120),
        random.pick(['AMC Theatres', 'Spotify', 'Steam', 'Ticketmaster']),
        'Entertainment',
      );
    }
    if (random.chance(0.015)) {
      await debit(
        checking.id,
        date,
        random.amount(25, 260),
        random.pick(['CVS Pharmacy', 'Dental checkup copay', 'Walgreens']),
        'Health',
      );
    }

    // --- Crypto: bought from checking, priced at the day's demo price ---
    if (dom === 20) {
      const usdAmount = random.amount(200, 400, 0);
      await add({
        account_id: checking.id,
        date,
        amount: `${usdAmount}.00`,
        fee: '1.99',
        description: 'Coinbase — buy BTC',
        transaction_type: 'transfer',
        destination_account_id: btc.id,
        destination_amount: (Number(usdAmount) / priceOn('BTC', offset)).toFixed(8),
        category_id: category('Transfer'),
      });
    }
    if (dom === 20 && month % 2 === 0) {
      const usdAmount = random.amount(150, 300, 0);
      await add({
        account_id: checking.id,
        date,
        amount: `${usdAmount}.00`,
        fee: '1.99',
        description: 'Coinbase — buy ETH',
        transaction_type: 'transfer',
        destination_account_id: eth.id,
        destination_amount: (Number(usdAmount) / priceOn('ETH', offset)).toFixed(6),
        category_id: category('Transfer'),
      });
    }
    if (offset === 400) {
      await credit(eth.id, date, '0.42', 'Staking rewards (Lido)', 'Other');
    }
    if (offset === 150) {
      await debit(eth.id, date, '0.8', 'Sent to friend — concert tickets', 'Entertainment');
    }

    // --- Cash wallet ---
    if (random.chance(0.4)) {
      await debit(
        cash.id,
        date,
        random.amount(4, 28),
        random.pick(['Coffee', 'Farmers market', 'Food truck', 'Parking meter', 'Tips']),
        random.pick(['Dining', 'Groceries', 'Transport', 'Other']),
      );
    }

    // --- German Girokonto (EUR) ---
    if (dom === 25 && month % 2 === 1) {
      await credit(
        giro.id,
        date,
        random.amount(1200, 1900),
        'Honorar Beratung',
        'Salary',
        'Müller GmbH',
      );
    }
    if (dom === 2) await debit(giro.id, date, '89.00', 'Strom', 'Utilities', 'Stadtwerke München');
    if (dom === 15 && month % 3 === 0)
      await debit(giro.id, date, '55.08', 'Rundfunkbeitrag', 'Utilities');
    if (dom === 6) await debit(giro.id, date, '49.00', 'Deutschlandticket', 'Transport');
    if (dow === 2 && random.chance(0.5)) {
      await debit(
        giro.id,
        date,
        random.amount(20, 95),
        'Einkauf',
        'Groceries',
        random.pick(['REWE', 'EDEKA', 'Aldi Süd', 'dm-drogerie markt']),
      );
    }
    if (random.chance(0.03)) {
      await debit(
        giro.id,
        date,
        random.amount(25, 110),
        random.pick(['Restaurant Augustiner', 'Biergarten', 'Kino Mathäser']),
        'Dining',
      );
    }
    if (dom === 1 && month % 6 === 3) {
      await add({
        account_id: checking.id,
        date,
        amount: '1000.00',
        fee: '4.50',
        description: 'Wise transfer to Girokonto',
        transaction_type: 'transfer',
        destination_account_id: giro.id,
        destination_amount: (1000 / priceOn('EUR', offset)).toFixed(2),
        category_id: category('Transfer'),
      });
    }
  };
  // A month of days per database transaction: far fewer commits (each a flush on disk) than one
  // per write, without the pile-up of row versions one long transaction would cause.
  for (let first = DEMO_DAYS - 1; first >= 0; first -= 30) {
    await db.transaction(async (tx) => {
      writer = tx;
      for (let offset = first; offset > first - 30 && offset >= 0; offset--) await seedDay(offset);
    });
  }
  writer = db;

  // Rules as a person keeps them: what the next statement's rows get.
  for (const rule of [
    { match: 'Acme Corp', field: 'payee', category_id: category('Salary') },
    { match: 'REWE', category_id: category('Groceries'), payee: 'REWE' },
    { match: 'Stadtwerke', category_id: category('Utilities') },
  ] as const) {
    must(await createRule(db, userId, rule), `rule ${rule.match}`);
  }

  // The history once now, so the first dashboard answers at once.
  await repairHistory(db, userId);
  return { accounts: accountCount, transactions: transactionCount, prices: priceInput.length };
}

async function primaryAssetId(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.account_id, accountId), eq(assets.is_primary, true)));
  if (!row) throw new Error('Demo data: an account without its asset');
  return row.id;
}
