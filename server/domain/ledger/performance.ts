// How a person's investments have done: per holding its quantity, average cost, cost basis,
// market value, unrealised gain, realised gain from sales and income received, and the sums per
// account and over everything. Read from the transactions, and kept until something they rest on
// changes (portfolio): a trade dated back changes every average after it.
//
// The rules (average cost):
// - A holding is anything held in an instrument that is not a currency (a security, a coin), in
//   an account that is not a real asset. Its figures are in its account's currency when that is
//   a currency, else (a wallet kept in BTC) in the owner's base currency: "the money".
// - A buy adds its quantity and costs gross + fee; a sell takes the average cost of what it sold
//   off the cost basis, and its proceeds (gross − fee) less that cost are realised gain.
// - Quantity coming in another way (an opening balance, the balance an account opened with, a
//   transfer in, a staking reward) costs what it was worth that day (the market's price, else the
//   owner's own); while no price of that day is known the cost basis is unknown. Quantity going
//   out another way (a transfer out) takes its average cost, realising nothing.
// - Income is each credit linked to the holding (holding_id), at that day's rate.
// - A day's movements other than trades are netted into one (what came in less what went out),
//   before the day's trades in the order they were booked: a wallet synced 50,000 times is a few
//   hundred days, not 50,000 price lookups.
// - Market value is the holding's value now (assets.value) in the money.
// Exact decimals throughout (../decimal.ts); percentages to 2 places.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { accounts, assets, instruments, transactions, users } from '../../db/schema.js';
import { add, compareDecimals, divide, multiply, roundTo, subtract } from '../decimal.js';
import { keptFigures } from '../kept.js';
import type { BaseCurrency } from '../valuation.js';
import { isTrade } from './trades.js';

export type Performance = {
  /** The ISO code (or ticker) every figure here is in. */
  currency: string;
  /** A holding's own quantity and average cost; null for a sum. */
  quantity: string | null;
  average_cost: string | null;
  /** What the quantity held cost; null while some of it came in on a day with no price. */
  cost_basis: string | null;
  /** Worth now; null while it has no price. */
  market_value: string | null;
  unrealised_gain: string | null;
  unrealised_gain_percent: string | null;
  realised_gain: string;
  income: string;
};

export type Portfolio = {
  holdings: Map<string, Performance>;
  accounts: Map<string, Performance>;
  /** Everything in the owner's base currency (today's rates). */
  total: Performance;
};

type HoldingRow = {
  id: string;
  account_id: string;
  /** An account's own balance opens without a transaction (balances.ts): held from its first day. */
  opening_balance: string;
  /** One unit of it in the money on that day (null: unknown). */
  opening_rate: string | null;
  money: string;
  /** USD per unit of the money today (null: unknown). */
  money_usd: string | null;
  market_value: string | null;
};

/** What a holding's transactions say. */
type Costs = { quantity: string; cost: string | null; realised: string; income: string };

/** What moved a holding, oldest first: a day's other movements of its quantity netted into one
 * `flow` (delta, in units), a `trade` (its meta) or `income` (amount less fee, in what was
 * credited); `rate` is one unit of what moved (the holding's, the cash's, the credited
 * instrument's) in the money that day. */
type EventRow = {
  holding: string;
  kind: 'flow' | 'trade' | 'income';
  amount: string;
  meta: unknown;
  rate: string | null;
};

/** One unit of `of` in units of `money`, on `day` (SQL); 1 for the money itself. The market's
 * price first, else the owner's own (an instrument nobody prices: ownPrices.ts). */
const rateIn = (owner: string, of: SQL, money: SQL, day: SQL) =>
  sql`CASE WHEN ${of} = ${money} THEN 1
           ELSE round(coalesce(usd_price(${of}, ${day}), own_usd_price(${owner}::uuid, ${of}, ${day}))
                      / nullif(usd_price(${money}, ${day}), 0), 18)
      END::text`;

const ZERO = '0';
const percentOf = (part: string, whole: string) =>
  compareDecimals(whole, ZERO) > 0 ? roundTo(multiply(divide(part, whole), '100'), 2) : null;

/** A holding's figures with what its sums need, as kept (kept_figures). */
type KeptHolding = {
  id: string;
  account_id: string;
  /** USD per unit of its money today (null: unknown). */
  money_usd: string | null;
  figures: Performance;
};

/**
 * The caller's holdings' performance, per holding, per account and in all. Each holding's figures
 * are kept (keptFigures) while nothing they rest on has changed: the person's transactions, their
 * holdings (instrument, account currency, opening balance, value), any price (price_changes,
 * which every revaluation moves on), their base currency and the day. A dashboard then reads one
 * row, not the holdings' prices (a 4-5 ms statement, most of it planning), and a wallet synced
 * 50,000 times is read once per change, not at every dashboard.
 */
export async function portfolio(db: Db, userId: string, base: BaseCurrency): Promise<Portfolio> {
  const holdings = await keptFigures(
    db,
    userId,
    'performance',
    sql`SELECT md5(concat_ws(':', u.transactions_version,
                 (SELECT last_value FROM price_changes), ${base.instrument_id}::text, current_date,
                 (SELECT string_agg(concat_ws('=', s.id, s.instrument_id, a.instrument_id,
                                              s.opening_balance, coalesce(s.value::text, '-')),
                                    ',' ORDER BY s.id)
                    FROM ${assets} s JOIN ${accounts} a ON a.id = s.account_id
                   WHERE s.user_id = u.id)))
          FROM ${users} u WHERE u.id = ${userId}`,
    () => holdingFigures(db, userId, base),
  );
  const sums = new Map<string, Sum>();
  const total = newSum(base.ticker);
  for (const { account_id, money_usd, figures } of holdings) {
    let sum = sums.get(account_id);
    if (!sum) sums.set(account_id, (sum = newSum(figures.currency)));
    addTo(sum, figures, '1');
    // in the base currency at today's rate; a money without a rate today is left out
    if (money_usd) addTo(total, figures, divide(money_usd, base.rate));
  }
  return {
    holdings: new Map(holdings.map((holding) => [holding.id, holding.figures])),
    accounts: new Map([...sums].map(([accountId, sum]) => [accountId, sumFigures(sum)])),
    total: sumFigures(total),
  };
}

/** Each holding's figures, from its transactions and today's prices, oldest holding first. */
async function holdingFigures(db: Db, userId: string, base: BaseCurrency): Promise<KeptHolding[]> {
  const held = sql`
    SELECT s.id, s.account_id, s.instrument_id, a.instrument_id AS cash_id,
           least(s.created_at::date,
                 (SELECT min(date) FROM ${transactions} t WHERE t.asset_id = s.id)) AS start,
           CASE WHEN c.type = 'fiat' THEN c.id ELSE ${base.instrument_id}::uuid END AS money_id
      FROM ${assets} s
      JOIN ${accounts} a ON a.id = s.account_id
      JOIN ${instruments} i ON i.id = s.instrument_id
      JOIN ${instruments} c ON c.id = a.instrument_id
     WHERE s.user_id = ${userId} AND s.asset_class <> 'real' AND i.type <> 'fiat'`;
  const holdings = await selectRows<HoldingRow>(
    db,
    sql`SELECT h.id, h.account_id, m.ticker AS money, s.opening_balance::text,
               ${rateIn(userId, sql`h.instrument_id`, sql`h.money_id`, sql`h.start`)} AS opening_rate,
               usd_price(h.money_id, current_date)::text AS money_usd,
               round(s.value / nullif(usd_price(h.money_id, current_date), 0), 18)::text
                 AS market_value
          FROM (${held}) h
          JOIN ${assets} s ON s.id = h.id
          JOIN ${instruments} m ON m.id = h.money_id
         ORDER BY s.created_at, s.id`,
  );
  if (holdings.length === 0) return [];
  const events = await selectRows<EventRow>(
    db,
    sql`WITH held AS (${held}),
            touching AS (
              SELECT h.*, t.id AS t_id, t.asset_id = h.id AS outgoing,
                     coalesce(t.destination_asset_id = h.id, false) AS incoming,
                     coalesce(t.holding_id = h.id, false) AS income_of
                FROM held h JOIN ${transactions} t ON t.asset_id = h.id
              UNION ALL
              SELECT h.*, t.id, false, true, coalesce(t.holding_id = h.id, false)
                FROM held h JOIN ${transactions} t ON t.destination_asset_id = h.id
               WHERE t.asset_id <> h.id
              UNION ALL
              SELECT h.*, t.id, false, false, true
                FROM held h JOIN ${transactions} t ON t.holding_id = h.id
               WHERE t.asset_id <> h.id AND t.destination_asset_id IS DISTINCT FROM h.id
            ),
            moves AS (
              SELECT h.id AS holding, h.instrument_id AS unit_id, h.cash_id, h.money_id,
                     h.outgoing, h.incoming, h.income_of, t.id, t.date, t.created_at,
                     t.transaction_type, t.amount, t.fee, t.destination_amount, t.meta,
                     t.instrument_id, coalesce(t.meta @> '{"kind": "trade"}', false) AS trade
                FROM touching h JOIN ${transactions} t ON t.id = h.t_id
            ),
            netted AS (
              SELECT holding, unit_id, money_id, date,
                     sum(CASE WHEN incoming THEN coalesce(destination_amount, amount)
                              WHEN transaction_type = 'credit' THEN amount - fee
                              ELSE -(amount + fee) END) AS delta
                FROM moves WHERE NOT trade AND (outgoing OR incoming)
               GROUP BY holding, unit_id, money_id, date
            )
            SELECT holding, kind, amount, meta, rate FROM (
              SELECT holding, date, 0 AS o, NULL::timestamptz AS created_at, NULL::uuid AS id,
                     'flow' AS kind, delta::text AS amount, NULL::jsonb AS meta,
                     ${rateIn(userId, sql`unit_id`, sql`money_id`, sql`date`)} AS rate
                FROM netted WHERE delta <> 0
              UNION ALL
              SELECT holding, date, 1, created_at, id,
                     CASE WHEN trade THEN 'trade' ELSE 'income' END, (amount - fee)::text, meta,
                     CASE WHEN trade THEN ${rateIn(userId, sql`cash_id`, sql`money_id`, sql`date`)}
                          ELSE ${rateIn(userId, sql`instrument_id`, sql`money_id`, sql`date`)} END
                FROM moves WHERE trade OR (income_of AND transaction_type = 'credit')
            ) e
            ORDER BY holding, date, o, created_at, id`,
  );
  const byHolding = new Map<string, EventRow[]>();
  for (const event of events) {
    let list = byHolding.get(event.holding);
    if (!list) byHolding.set(event.holding, (list = []));
    list.push(event);
  }
  return holdings.map((holding) => ({
    id: holding.id,
    account_id: holding.account_id,
    money_usd: holding.money_usd,
    figures: figuresOf(holding, costsOf(holding, byHolding.get(holding.id) ?? [])),
  }));
}

/** What a holding's transactions (oldest first) say: what it holds, what that cost, what it
 * realised and earned (see the module comment). */
function costsOf(holding: HoldingRow, events: EventRow[]): Costs {
  let quantity = holding.opening_balance;
  let cost: string | null =
    compareDecimals(quantity, ZERO) === 0
      ? ZERO
      : holding.opening_rate === null
        ? null
        : multiply(quantity, holding.opening_rate);
  let realised = ZERO;
  let income = ZERO;
  const takeOut = (sold: string) => {
    const share = compareDecimals(quantity, ZERO) > 0 ? divide(sold, quantity) : '1';
    const costOut =
      cost === null ? null : compareDecimals(share, '1') >= 0 ? cost : multiply(cost, share);
    quantity = subtract(quantity, sold);
    if (cost !== null && costOut !== null) cost = subtract(cost, costOut);
    if (compareDecimals(quantity, ZERO) <= 0) cost = ZERO;
    return costOut;
  };
  const bringIn = (received: string, costIn: string | null) => {
    quantity = add(quantity, received);
    cost = cost === null || costIn === null ? null : add(cost, costIn);
  };
  const inMoney = (value: string, rate: string | null) =>
    rate === null ? null : multiply(value, rate);
  for (const event of events) {
    if (event.kind === 'flow') {
      if (compareDecimals(event.amount, ZERO) > 0) {
        bringIn(event.amount, inMoney(event.amount, event.rate));
      } else takeOut(subtract(ZERO, event.amount));
    } else if (event.kind === 'income') {
      const value = inMoney(event.amount, event.rate);
      if (value !== null) income = add(income, value);
    } else if (isTrade(event.meta) && event.meta.side === 'buy') {
      bringIn(event.meta.quantity, inMoney(add(event.meta.gross, event.meta.fee), event.rate));
    } else if (isTrade(event.meta)) {
      const costOut = takeOut(event.meta.quantity);
      const proceeds = inMoney(subtract(event.meta.gross, event.meta.fee), event.rate);
      if (costOut !== null && proceeds !== null) {
        realised = add(realised, subtract(proceeds, costOut));
      }
    }
  }
  return { quantity, cost, realised, income };
}

/** A holding's figures: its costs, and its value now. */
function figuresOf(holding: HoldingRow, { quantity, cost, realised, income }: Costs): Performance {
  const holds = compareDecimals(quantity, ZERO) > 0;
  const unrealised =
    holds && cost !== null && holding.market_value !== null
      ? subtract(holding.market_value, cost)
      : null;
  return {
    currency: holding.money,
    quantity,
    average_cost: holds && cost !== null ? divide(cost, quantity) : null,
    cost_basis: cost,
    market_value: holding.market_value,
    unrealised_gain: unrealised,
    unrealised_gain_percent:
      unrealised !== null && cost !== null ? percentOf(unrealised, cost) : null,
    realised_gain: realised,
    income,
  };
}

type Sum = {
  currency: string;
  cost: string;
  costKnown: boolean;
  market: string | null;
  unrealised: string | null;
  /** The cost of the holdings whose unrealised gain is summed: the % is of it. */
  gainCost: string;
  realised: string;
  income: string;
};

const newSum = (currency: string): Sum => ({
  currency,
  cost: ZERO,
  costKnown: true,
  market: null,
  unrealised: null,
  gainCost: ZERO,
  realised: ZERO,
  income: ZERO,
});

/** Adds a holding's figures, times `rate` (into the sum's currency), to `sum`. */
function addTo(sum: Sum, figures: Performance, rate: string) {
  const at = (value: string) => (rate === '1' ? value : multiply(value, rate));
  if (figures.cost_basis === null) sum.costKnown = false;
  else sum.cost = add(sum.cost, at(figures.cost_basis));
  if (figures.market_value !== null) sum.market = add(sum.market ?? ZERO, at(figures.market_value));
  if (figures.unrealised_gain !== null && figures.cost_basis !== null) {
    sum.unrealised = add(sum.unrealised ?? ZERO, at(figures.unrealised_gain));
    sum.gainCost = add(sum.gainCost, at(figures.cost_basis));
  }
  sum.realised = add(sum.realised, at(figures.realised_gain));
  sum.income = add(sum.income, at(figures.income));
}

function sumFigures(sum: Sum): Performance {
  return {
    currency: sum.currency,
    quantity: null,
    average_cost: null,
    cost_basis: sum.costKnown ? sum.cost : null,
    market_value: sum.market,
    unrealised_gain: sum.unrealised,
    unrealised_gain_percent:
      sum.unrealised === null ? null : percentOf(sum.unrealised, sum.gainCost),
    realised_gain: sum.realised,
    income: sum.income,
  };
}
